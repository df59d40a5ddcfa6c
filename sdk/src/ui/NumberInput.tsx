import { useEffect, useState } from 'react';
import './input.css';

export interface NumberInputProps {
  value: number;
  onChange(value: number): void;
  min?: number;
  max?: number;
  /** decimals kept when rounding; 0 for whole numbers */
  decimals?: number;
  label?: string;
  disabled?: boolean;
}

/** Clamps to [min, max] and rounds (spec 2 §5). Empty or non-numeric input reverts on blur. */
export function clampNumber(raw: string, initial: number, min = -Infinity, max = Infinity, decimals = 0): number {
  if (raw.trim() === '') return initial;
  const parsed = Number(raw);
  if (!Number.isFinite(parsed)) return initial;
  const factor = 10 ** decimals;
  return Math.min(max, Math.max(min, Math.round(parsed * factor) / factor));
}

export function NumberInput({ value, onChange, min, max, decimals = 0, label, disabled }: NumberInputProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const next = clampNumber(draft, value, min, max, decimals);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  const input = (
    <input
      className="bn-input bn-input--number"
      type="number"
      aria-label={label}
      value={draft}
      min={min}
      max={max}
      disabled={disabled}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
  if (!label) return input;
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the label wraps `input`, built above
    <label className="bn-field">
      <span className="bn-field__label">{label}</span>
      {input}
    </label>
  );
}
