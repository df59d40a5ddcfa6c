import { useEffect, useRef, type ReactNode } from 'react';
import './input.css';

export interface CheckboxProps {
  checked: boolean;
  onChange(checked: boolean, event: { shiftKey: boolean }): void;
  /** visible label; pass `ariaLabel` instead for a bare box */
  label?: ReactNode;
  ariaLabel?: string;
  indeterminate?: boolean;
  disabled?: boolean;
}

export function Checkbox({ checked, onChange, label, ariaLabel, indeterminate = false, disabled }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="bn-checkbox">
      <input
        ref={ref}
        type="checkbox"
        aria-label={ariaLabel}
        checked={checked}
        disabled={disabled}
        readOnly
        onClick={(e) => onChange(e.currentTarget.checked, { shiftKey: e.shiftKey })}
      />
      {label && <span>{label}</span>}
    </label>
  );
}
