import { sequenceSpace, type MutationRow } from './table.ts';

export type MutationsTableStatus =
  | 'Validated' | 'NoneEnabled' | 'NoOriginals' | 'AllOriginals' | 'ExceedsSequenceSpaceRecommendation' | 'ExceedsSequenceSpaceLimit';

/** The design-family tasks whose tables are checked (spec 1 §4). */
export type CheckedTask = 'design' | 'flex_design' | 'relax_design';

export interface TableVerdict {
  status: MutationsTableStatus;
  severity: 'ok' | 'warning' | 'error';
  sequenceSpace: number;
}

export interface SequenceSpaceSettings {
  designSpaceWarningExponent: number;
  designSpaceLimitExponent: number;
}

/**
 * Status of a design-family mutations table, most serious first: none enabled (error), over the
 * hard limit (error), only originals (error for flex design, warning otherwise), over the
 * recommendation (warning), positions without an original residue (warning), else validated.
 */
export function mutationsTableStatus(rows: readonly MutationRow[], task: CheckedTask, settings: SequenceSpaceSettings): TableVerdict {
  const active = rows.filter((r) => !r.disabled && !r.hidden);
  const space = sequenceSpace(rows);
  const verdict = (status: MutationsTableStatus, severity: TableVerdict['severity']): TableVerdict => ({ status, severity, sequenceSpace: space });

  if (!active.some((r) => r.enabled.length > 0)) return verdict('NoneEnabled', 'error');
  if (space > 10 ** settings.designSpaceLimitExponent) return verdict('ExceedsSequenceSpaceLimit', 'error');
  const onlyOriginals = active.every((r) => r.enabled.every((letter) => (r.originals[letter] ?? 0) > 0));
  if (onlyOriginals) return verdict('AllOriginals', task === 'flex_design' ? 'error' : 'warning');
  if (space > 10 ** settings.designSpaceWarningExponent) return verdict('ExceedsSequenceSpaceRecommendation', 'warning');
  if (active.some((r) => Object.keys(r.originals).length === 0)) return verdict('NoOriginals', 'warning');
  return verdict('Validated', 'ok');
}
