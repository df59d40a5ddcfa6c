import { useState } from 'react';
import { MESSAGES, SINGLE_CHAIN_HM, failureMessage } from '@bench/family-structure-prediction';
import { usePredictionCalls } from '@bench/family-structure-prediction/ui';
import type { StageProps } from './stage.ts';
import { TargetList } from './TargetList.tsx';

/** Stage 1: the group's target sequences, added and removed one by one until it is submitted. */
export function TargetsStage({ group, members, report, next }: StageProps) {
  const calls = usePredictionCalls();
  const [busy, setBusy] = useState(false);

  const saving = async (work: () => Promise<unknown>, failure: string): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      report(null);
      return true;
    } catch (error) {
      report(failureMessage(error, failure), error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <TargetList
      targets={members.map((m) => ({ id: m._id, name: m.name, sequence: m.input.sequence ?? '' }))}
      submitted={group.submitted}
      busy={busy}
      onAdd={(name, sequence) =>
        saving(
          () => calls.addMember(group._id, { type: SINGLE_CHAIN_HM.type, name, input: { sequence } }),
          MESSAGES.submit,
        )
      }
      onRemove={(id) => void saving(() => calls.removeMember(group._id, id), MESSAGES.update)}
      next={next}
    />
  );
}
