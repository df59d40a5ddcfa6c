/**
 * How pose tables show scores (spec 3 §9) and which raw terms the raw scores CSV holds (spec 2 §3).
 * The score columns themselves are `scoreColumnsFor` of @bench/action-kit.
 */
import { ENERGY_TERMS, MM_ENERGY_TERMS, scoreTerm } from '@bench/action-kit';
import type { PoseSummary } from '@bench/sdk/model';

/**
 * The raw terms a CSV of these poses holds: Rosetta's, then the molecular-mechanics ones, then any
 * other number an engine wrote (Vina's, MEGADOCK's…), each only when some pose has a value for it.
 */
export function rawScoreTerms(poses: readonly PoseSummary[]): string[] {
  const known = new Set<string>([...ENERGY_TERMS, ...MM_ENERGY_TERMS]);
  const others = new Set<string>();
  for (const pose of poses) {
    for (const term of Object.keys(pose.score_terms ?? {}))
      if (!known.has(term) && scoreTerm(pose, term) !== null) others.add(term);
  }
  return [...known, ...[...others].sort()].filter((term) => poses.some((pose) => scoreTerm(pose, term) !== null));
}

/** A value in full, with its unit, for a tooltip: '-5308.7612 kcal/mol'; '' when missing. */
export function exactScore(value: number | null | undefined, unit?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return unit ? `${value} ${unit}` : String(value);
}

/** Scores are shown to 2 significant digits (spec 3 §9): 1234.5 → '1200', -0.01234 → '-0.012'. */
export function formatScore(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(Number(value.toPrecision(2)));
}
