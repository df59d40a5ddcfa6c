import { ActionFormProvider, MethodRecord } from '@bench/action-kit/ui';
import { LazyView, StatusBadge, type AnyActionContribution, type ActionItem } from '@bench/sdk';
import { ActionJob } from './ActionJob.tsx';
import { ActionOutputs } from './ActionOutputs.tsx';
import { ActionRunBar } from './ActionRunBar.tsx';
import { actionTitle } from './model.ts';
import type { ActionData } from './useActionData.ts';
import { type DraftEdits, useActionDraft } from './useActionDraft.ts';
import { IssuePlacementProvider, ValidationSummary } from './ValidationSummary.tsx';

const SIMULATED_TITLE =
  'This action runs on the simulated engine: its results are synthetic, for demos and tests, not science.';

export function ActionEditor({
  data,
  contribution,
  edits,
}: {
  data: ActionData & { action: ActionItem };
  contribution: AnyActionContribution;
  edits: DraftEdits;
}) {
  const { action, form } = data;
  const draft = useActionDraft(action, contribution, form, data.sourcePoses, edits);
  const title = actionTitle(action);
  return (
    <section className="bn-action-tab" aria-label={title}>
      <header className="bn-action-tab__header">
        <h2>{title}</h2>
        <span className="bn-muted">{contribution.label}</span>
        {action.engine === 'simulated' && <StatusBadge kind="simulated" title={SIMULATED_TITLE} />}
      </header>
      <div className="bn-action-tab__body">
        <div className="bn-action-tab__form">
          <IssuePlacementProvider>
            <ActionFormProvider value={form}>
              <LazyView
                loader={contribution.Form}
                props={{
                  input: draft.input,
                  onChange: draft.onChange,
                  readOnly: !draft.editable,
                  issues: draft.issues,
                }}
                what={`the ${contribution.label} form`}
              />
            </ActionFormProvider>
            <ValidationSummary issues={draft.issues} />
          </IssuePlacementProvider>
          <ActionRunBar action={action} draft={draft} />
        </div>
        <aside className="bn-action-tab__side">
          <ActionJob action={action} />
          <MethodRecord engine={action.engine} method={action.method} notes={action.notes ?? []} />
          <ActionOutputs data={data} />
        </aside>
      </div>
    </section>
  );
}
