/** Repeats (spec 1 §5, §9): a whole finite value from 1 to a maximum. */
import type { ValidationIssue } from '@bench/sdk/model';
import { numericInput } from './inputs.ts';
import { ACTION_ISSUE_CODES, ACTION_MESSAGES } from './messages.ts';

export const REPEATS_MIN = 1;
export const REPEATS_MAX = 1000;
/** loop rebuild with is_extended */
export const REPEATS_MAX_EXTENDED = 500;
export const DEFAULT_REPEATS = 1;

export interface RepeatsLimits {
  /** the global maximum number of results of one job */
  maxResults: number;
  sourcePoseCount: number;
  /** extended loop rebuild: 500 instead of 1000 */
  extended?: boolean;
}

/** min(1000 or 500, floor(maxResults / number of source poses)). */
export function maxRepeats({ maxResults, sourcePoseCount, extended = false }: RepeatsLimits): number {
  const cap = extended ? REPEATS_MAX_EXTENDED : REPEATS_MAX;
  if (!(sourcePoseCount > 0)) return cap;
  return Math.min(cap, Math.floor(maxResults / sourcePoseCount));
}

export function repeatsInBounds(value: unknown, limits: RepeatsLimits): boolean {
  const n = numericInput(value);
  return Number.isInteger(n) && n >= REPEATS_MIN && n <= maxRepeats(limits);
}

/** [] or the one 'Repeats out of bounds' error. */
export function repeatsIssues(value: unknown, limits: RepeatsLimits): ValidationIssue[] {
  if (repeatsInBounds(value, limits)) return [];
  return [
    {
      field: 'repeats',
      code: ACTION_ISSUE_CODES.repeatsOutOfBounds,
      severity: 'error',
      message: ACTION_MESSAGES.repeatsOutOfBounds,
    },
  ];
}
