import { GROUP_STAGES, groupCost, type GroupStage } from '../../model.ts';

export const STAGE_LABELS: Record<GroupStage, string> = { targets: 'Targets', templates: 'Templates', run: 'Run' };

/** The group's three stages in order, the current one marked. */
export function StageNav({ stage, onChoose }: { stage: GroupStage; onChoose(stage: GroupStage): void }) {
  return (
    <nav className="bn-sp-stages" aria-label="Stages">
      {GROUP_STAGES.map((s, i) => (
        <button key={s} type="button" aria-current={s === stage ? 'step' : undefined} onClick={() => onChoose(s)}>
          {i + 1}. {STAGE_LABELS[s]}
        </button>
      ))}
    </nav>
  );
}

/** What running the group costs: one homology model per target. */
export function GroupCost({ targets }: { targets: number }) {
  return (
    <p>
      Cost: {groupCost(targets)} credits ({targets} sequence{targets === 1 ? '' : 's'} × 100).
    </p>
  );
}
