import type { SettingContribution } from '@bench/sdk/model';

/** Powers of ten bounding a design's sequence space (the mutations table's verdicts, spec 3 §5). */
export interface SequenceSpaceSettings {
  designSpaceWarningExponent: number;
  designSpaceLimitExponent: number;
}

function exponent(raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 300)
    throw new Error(`must be a whole number from 0 to 300, got '${raw}'`);
  return value;
}

/**
 * The sequence-space settings with their one default each. One plugin of a catalog contributes them
 * (the action workspace does); every job that judges a mutations table names them in its `reads`.
 */
export const sequenceSpaceSettings: SettingContribution<number>[] = [
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

/** What a mutations-table job's model `reads`. */
export const SEQUENCE_SPACE_SETTINGS = [
  'designSpaceWarningExponent',
  'designSpaceLimitExponent',
] as const satisfies readonly (keyof SequenceSpaceSettings)[];

/** The sequence-space settings of a job's context; missing ones are a catalog the loader should have refused. */
export function sequenceSpaceOf(settings: Readonly<Record<string, unknown>>): SequenceSpaceSettings {
  const [warning, limit] = SEQUENCE_SPACE_SETTINGS.map((id) => settings[id]);
  if (typeof warning !== 'number' || typeof limit !== 'number') {
    throw new Error(
      `A mutations table is judged by the settings ${SEQUENCE_SPACE_SETTINGS.join(' and ')}, which no loaded plugin declares.`,
    );
  }
  return { designSpaceWarningExponent: warning, designSpaceLimitExponent: limit };
}
