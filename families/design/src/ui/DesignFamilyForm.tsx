import type { DesignInput, TableRules } from '@bench/action-kit';
import { MutationsTable, RepeatsField, SelectorField } from '@bench/action-kit/ui';
import type { ActionFormProps } from '@bench/sdk';

/** The design family's form: repeats, the selector, and the chosen selector's mutations table (spec 1 §3–§5). */
export function DesignFamilyForm({
  input,
  onChange,
  readOnly,
  tableRules,
}: ActionFormProps<DesignInput> & { tableRules: TableRules }) {
  return (
    <div className="bn-action-form">
      <RepeatsField value={input.repeats} onChange={(repeats) => onChange({ ...input, repeats })} readOnly={readOnly} />
      <SelectorField
        value={input.selector}
        onChange={(selector) => onChange({ ...input, selector })}
        readOnly={readOnly}
      />
      <MutationsTable
        rules={tableRules}
        selector={input.selector}
        value={input.mutations}
        onChange={(mutations) => onChange({ ...input, mutations })}
        readOnly={readOnly}
      />
    </div>
  );
}
