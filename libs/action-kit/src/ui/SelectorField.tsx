import { ALL_SELECTOR } from '@bench/structure';
import { useActionFormData } from './ActionFormContext.tsx';

export interface SelectorFieldProps {
  /** the chosen selector's id ('all' for '(all)'), null when none */
  value: string | null | undefined;
  onChange(selectorId: string | null): void;
  readOnly: boolean;
  label?: string;
  /** offer the built-in '(all)'; true unless told otherwise */
  includeAll?: boolean;
}

/** Chooses among the session's selectors and '(all)'. */
export function SelectorField({
  value,
  onChange,
  readOnly,
  label = 'Selector',
  includeAll = true,
}: SelectorFieldProps) {
  const { selectors } = useActionFormData();
  return (
    <label className="bn-field">
      <span className="bn-field__label">{label}</span>
      <select
        className="bn-input"
        value={value ?? ''}
        disabled={readOnly}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">Choose a selector</option>
        {includeAll && <option value={ALL_SELECTOR._id}>{ALL_SELECTOR.name}</option>}
        {selectors.map((s) => (
          <option key={s._id} value={s._id}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}
