import { sequenceSpace, type MutationRow } from './table.ts';

export type MutationsTableStatus =
  | 'Validated'
  | 'NoneEnabled'
  | 'NoOriginals'
  | 'AllOriginals'
  | 'ExceedsSequenceSpaceRecommendation'
  | 'ExceedsSequenceSpaceLimit';

/** Powers of ten bounding a mutations table's sequence space (spec 3 §5): a warning above one, an error above the other. */
export interface SequenceSpaceBounds {
  warningExponent: number;
  limitExponent: number;
}

/** How a job judges its mutations table (spec 1 §4); the job's plugin says which. */
export interface TableRules {
  /** severity when every enabled letter is an original residue */
  onlyOriginals: 'error' | 'warning';
  /** the sequence-space bounds, read from the settings the job's model `reads` */
  bounds(settings: Readonly<Record<string, unknown>>): SequenceSpaceBounds;
}

export interface TableVerdict {
  status: MutationsTableStatus;
  severity: 'ok' | 'warning' | 'error';
  sequenceSpace: number;
}

/**
 * Status of a design-family mutations table, most serious first: none enabled (error), over the
 * hard limit (error), only originals (the severity the rules give), over the
 * recommendation (warning), positions without an original residue (warning), else validated.
 */
export function mutationsTableStatus(
  rows: readonly MutationRow[],
  rules: TableRules,
  settings: Readonly<Record<string, unknown>>,
): TableVerdict {
  const bounds = rules.bounds(settings);
  const active = rows.filter((r) => !r.disabled && !r.hidden);
  const space = sequenceSpace(rows);
  const verdict = (status: MutationsTableStatus, severity: TableVerdict['severity']): TableVerdict => ({
    status,
    severity,
    sequenceSpace: space,
  });

  if (!active.some((r) => r.enabled.length > 0)) return verdict('NoneEnabled', 'error');
  if (space > 10 ** bounds.limitExponent) return verdict('ExceedsSequenceSpaceLimit', 'error');
  const onlyOriginals = active.every((r) => r.enabled.every((letter) => (r.originals[letter] ?? 0) > 0));
  if (onlyOriginals) return verdict('AllOriginals', rules.onlyOriginals);
  if (space > 10 ** bounds.warningExponent) return verdict('ExceedsSequenceSpaceRecommendation', 'warning');
  if (active.some((r) => Object.keys(r.originals).length === 0)) return verdict('NoOriginals', 'warning');
  return verdict('Validated', 'ok');
}
