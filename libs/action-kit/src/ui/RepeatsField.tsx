import { NumberInput } from '@bench/sdk';
import { numericInput } from '../rules/inputs.ts';
import { REPEATS_MIN, maxRepeats } from '../rules/repeats.ts';
import { useActionFormData } from './ActionFormContext.tsx';

export interface RepeatsFieldProps {
  value: unknown;
  onChange(repeats: number): void;
  readOnly: boolean;
  /** extended loop rebuild: at most 500 */
  extended?: boolean;
}

/** Repeats: a whole number from 1 to the maximum for these source structures (spec 1 §5, §9). */
export function RepeatsField({ value, onChange, readOnly, extended }: RepeatsFieldProps) {
  const { settings, sourceStructures } = useActionFormData();
  const max = maxRepeats({ maxResults: settings.maxResults, sourcePoseCount: sourceStructures.length, extended });
  return (
    <div className="bn-field">
      <NumberInput
        label="Repeats"
        value={numericInput(value)}
        min={REPEATS_MIN}
        max={max}
        onChange={onChange}
        disabled={readOnly}
      />
      <p className="bn-hint">
        {REPEATS_MIN} to {max}
      </p>
    </div>
  );
}
