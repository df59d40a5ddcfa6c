import { useActionFormData } from '@bench/action-kit/ui';

export interface FreeLigandFieldProps {
  /** the chosen free ligand's id, null when none */
  value: string | null | undefined;
  onChange(ligandId: string | null): void;
  readOnly: boolean;
  label?: string;
}

/** Chooses one of the session's free ligands (small molecules). */
export function FreeLigandField({ value, onChange, readOnly, label = 'Free ligand' }: FreeLigandFieldProps) {
  const { freeLigands } = useActionFormData();
  return (
    <label className="bn-field">
      <span className="bn-field__label">{label}</span>
      <select
        className="bn-input"
        value={value ?? ''}
        disabled={readOnly}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">Choose a ligand</option>
        {freeLigands.map((l) => (
          <option key={l._id} value={l._id}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
