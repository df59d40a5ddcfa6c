import type { InputHTMLAttributes } from 'react';
import './input.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  value: string;
  onChange(value: string): void;
  label?: string;
}

/** A labelled text field that reports plain strings. */
export function TextInput({ value, onChange, label, className, ...rest }: TextInputProps) {
  const input = (
    <input
      className={['bn-input', className].filter(Boolean).join(' ')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...rest}
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
