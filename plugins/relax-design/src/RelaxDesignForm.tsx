import { MutationsTable, RepeatsField, SelectorField } from '@bench/action-kit/ui';
import type { ActionFormProps } from '@bench/sdk';
import { TASK, type RelaxDesignInput } from './model.ts';

/** Repeats, the selector, and the mutations table of the chosen selector (spec 1 §3–§5). */
export default function RelaxDesignForm({ input, onChange, readOnly }: ActionFormProps<RelaxDesignInput>) {
  return (
    <div className="bn-action-form">
      <RepeatsField value={input.repeats} onChange={(repeats) => onChange({ ...input, repeats })} readOnly={readOnly} />
      <SelectorField value={input.selector} onChange={(selector) => onChange({ ...input, selector })} readOnly={readOnly} />
      <MutationsTable task={TASK} selector={input.selector} value={input.mutations} onChange={(mutations) => onChange({ ...input, mutations })} readOnly={readOnly} />
    </div>
  );
}
