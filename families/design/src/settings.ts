import type { SequenceSpaceBounds, TableRules } from '@bench/action-kit';
import { settingValue, type SettingContribution } from '@bench/sdk/model';

function exponent(raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 300)
    throw new Error(`must be a whole number from 0 to 300, got '${raw}'`);
  return value;
}

/**
 * The design family's settings: the sequence-space bounds of a design's mutations table (spec 3 §5),
 * with their one default each. Every plugin of the family contributes these same declarations (one
 * setting, whichever of them a catalog holds) and its model names them in `reads`.
 */
const warningSetting: SettingContribution<number> = {
  id: 'designSpaceWarningExponent',
  env: 'BENCH_DESIGN_SPACE_WARNING_EXPONENT',
  default: '12',
  parse: exponent,
  description: 'design sequence-space warning, as a power of ten: a larger mutations table gets a warning',
};
const limitSetting: SettingContribution<number> = {
  id: 'designSpaceLimitExponent',
  env: 'BENCH_DESIGN_SPACE_LIMIT_EXPONENT',
  default: '20',
  parse: exponent,
  description: 'design sequence-space hard limit, as a power of ten: a larger mutations table cannot run',
};

/**
 * The weight of the sequence search's learned term (python/sequence_prior.py) against the packing
 * energy; chosen on a fitting set of six proteins (README: 'Sequence term').
 */
export const sequenceWeightSetting: SettingContribution<number> = {
  id: 'designSequenceWeight',
  env: 'BENCH_DESIGN_SEQUENCE_WEIGHT',
  default: '8',
  parse: (raw) => {
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0 || value > 100)
      throw new Error(`must be a number from 0 to 100, got '${raw}'`);
    return value;
  },
  description:
    "design search: weight of ProteinMPNN's −ln p per designed position beside the packing energy; 0 searches on packing alone",
};

/** The family's settings, which each of its plugins contributes and each of its models `reads`. */
export const designFamilySettings = [warningSetting, limitSetting, sequenceWeightSetting];

/** The family's settings at their defaults, as a server without overrides holds them (tests, benchmarks). */
export function designFamilyDefaults(): Record<string, unknown> {
  return Object.fromEntries(designFamilySettings.map((setting) => [setting.id, setting.parse(setting.default)]));
}

/** The bounds from a job's settings (the loader refused a catalog without them). */
export function sequenceSpaceOf(settings: Readonly<Record<string, unknown>>): SequenceSpaceBounds {
  return {
    warningExponent: settingValue(settings, warningSetting),
    limitExponent: settingValue(settings, limitSetting),
  };
}

/** A design job's table rules: its severity for a table of originals only, the family's bounds. */
export function designTableRules(onlyOriginals: TableRules['onlyOriginals']): TableRules {
  return { onlyOriginals, bounds: sequenceSpaceOf };
}
