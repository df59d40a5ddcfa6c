import { useState } from 'react';
import { Button, Credits, Workspace, useService } from '@bench/sdk';
import { ENTITY, MESSAGES, failureMessage, PREDICTION_TAB } from '@bench/family-structure-prediction';
import { usePredictionCalls } from '@bench/family-structure-prediction/ui';
import type { StageProps } from './stage.ts';
import { GroupCost } from './StageNav.tsx';

/** Stage 3: the price of the group, its submit, then each member's status live. */
export function RunStage({ group, members, report }: StageProps) {
  const calls = usePredictionCalls();
  const credits = useService(Credits);
  const workspace = useService(Workspace);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      await calls.submitGroup(
        group._id,
        members.map((m) => m._id),
      );
      report(null);
    } catch (failure) {
      report(credits.billingMessage(failure) ?? failureMessage(failure, MESSAGES.submitHm), failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <table className="bn-sp-table" aria-label="Group members">
        <thead>
          <tr>
            <th>Target</th>
            <th>Templates</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m._id}>
              <td>
                <Button
                  variant="link"
                  onClick={() => workspace.openTab(PREDICTION_TAB, { type: ENTITY, id: m._id, name: m.name }, m.name)}
                >
                  {m.name}
                </Button>
              </td>
              <td>
                {m.single_chain_hm_template_ids.length
                  ? `${m.single_chain_hm_template_ids.length} from the project`
                  : 'template library'}
              </td>
              <td className={`bn-sp-status bn-sp-status--${m.status}`}>{m.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {group.submitted ? (
        <p className="bn-hint">Submitted. Each model appears in its own collection as it completes.</p>
      ) : (
        <>
          <GroupCost targets={members.length} />
          <div className="bn-sp-actions">
            <Button variant="primary" disabled={busy || members.length === 0} onClick={() => void submit()}>
              {busy ? 'Submitting…' : 'Run'}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
