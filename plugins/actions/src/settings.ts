/** The action workspace's settings (served under 'actions'; README.md's configuration table). */
import type { SettingContribution } from '@bench/sdk/model';

/** Powers of ten bounding a design's sequence space (the mutations table's verdicts, spec 3 §5). */
export interface ActionsSettings {
  designSpaceWarningExponent: number;
  designSpaceLimitExponent: number;
}

function exponent(raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 300) throw new Error(`must be a whole number from 0 to 300, got '${raw}'`);
  return value;
}

export const settings: SettingContribution<number>[] = [
  {
    id: 'designSpaceWarningExponent',
    env: 'BENCH_DESIGN_SPACE_WARNING_EXPONENT',
    default: '12',
    parse: exponent,
    description: 'design sequence-space warning, as a power of ten: a larger mutations table gets a warning',
  },
  {
    id: 'designSpaceLimitExponent',
    env: 'BENCH_DESIGN_SPACE_LIMIT_EXPONENT',
    default: '20',
    parse: exponent,
    description: 'design sequence-space hard limit, as a power of ten: a larger mutations table cannot run',
  },
];
