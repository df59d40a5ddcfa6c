import { useState } from 'react';
import { Workspace, useActiveItems, useItem, useService, type BaseItem, type TabProps } from '@bench/sdk';
import {
  ENTITY,
  GROUP_ENTITY,
  MESSAGES,
  groupStatus,
  type PredictionGroup,
  type StructurePrediction,
} from '@bench/family-structure-prediction';
import { GROUP_STAGES, groupStage, type GroupStage } from '../model.ts';
import { RunStage } from './group/RunStage.tsx';
import type { StageProps } from './group/stage.ts';
import { StageNav } from './group/StageNav.tsx';
import { TargetsStage } from './group/TargetsStage.tsx';
import { TemplatesStage } from './group/TemplatesStage.tsx';
import '@bench/family-structure-prediction/ui.css';

const STAGES: Record<GroupStage, (props: StageProps) => React.ReactNode> = {
  targets: TargetsStage,
  templates: TemplatesStage,
  run: RunStage,
};

/**
 * structurePredictionGroup (spec 2 §2.8): a Single-Chain HM group in three stages, targets →
 * templates → run; the stage is kept in the tab (any other value falls back to targets).
 */
export default function GroupTab({ tab }: TabProps) {
  const workspace = useService(Workspace);
  const group = useItem<PredictionGroup & BaseItem>(GROUP_ENTITY, tab.data.id);
  const predictions = useActiveItems<StructurePrediction & BaseItem>(ENTITY, MESSAGES.fetch);
  const [error, setError] = useState<string | null>(null);
  if (group === undefined) return <p className="bn-sp-tab">Loading…</p>;
  if (group === null)
    return (
      <p className="bn-sp-tab" role="alert">
        This structure prediction group no longer exists.
      </p>
    );

  const members = group.member_ids.flatMap((id) => predictions.filter((p) => p._id === id));
  const stage = groupStage(tab.data.stage);
  const go = (next: GroupStage) => workspace.updateTab(tab.id, { data: { ...tab.data, stage: next } });
  const report = (message: string | null, failure?: unknown) => {
    if (message) console.error(message, failure);
    setError(message);
  };
  const Stage = STAGES[stage];
  const following = GROUP_STAGES[GROUP_STAGES.indexOf(stage) + 1];
  const status = groupStatus(group, members);
  return (
    <section className="bn-sp-tab" aria-label={`Structure prediction group ${group.name}`}>
      <h2>
        {group.name}{' '}
        <span className={`bn-sp-status bn-sp-status--${status}`} data-testid="group-status">
          {status}
        </span>
      </h2>
      <StageNav stage={stage} onChoose={go} />
      <Stage group={group} members={members} report={report} next={() => following && go(following)} />
      {error && (
        <p className="bn-sp-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
