/** Binder length range and design count (spec 1 §4, §5, §9). Pure. */
import { issueCatalog, numericInput } from '@bench/action-kit';
import type { ValidationIssue } from '@bench/sdk/model';

export const DEFAULT_MIN_BINDER_LENGTH = 50;
export const DEFAULT_MAX_BINDER_LENGTH = 150;
export const DEFAULT_BINDER_DESIGNS = 10;
export const MAX_BINDER_DESIGNS = 1000;

const LENGTH_ISSUES = issueCatalog({
  undefined: {
    message: 'Binder length range must be defined',
    code: 'BINDER_LENGTH_UNDEFINED',
    field: 'min_binder_length',
  },
  notPositive: {
    message: 'Binder length must be a positive integer',
    code: 'BINDER_LENGTH_NOT_POSITIVE',
    field: 'min_binder_length',
  },
  minAboveMax: {
    message: 'Minimum binder length must be less than or equal to maximum length',
    code: 'BINDER_LENGTH_MIN_ABOVE_MAX',
    field: 'min_binder_length',
  },
  designsNotPositive: {
    message: 'Number of binder designs must be a positive integer',
    code: 'BINDER_DESIGNS_NOT_POSITIVE',
    field: 'n_binder_designs',
  },
  designsTooMany: {
    message: 'Number of binder designs cannot exceed 1000',
    code: 'BINDER_DESIGNS_TOO_MANY',
    field: 'n_binder_designs',
  },
});
export const LENGTH_MESSAGES = LENGTH_ISSUES.messages;
const issue = (key: keyof typeof LENGTH_MESSAGES, field: string) => LENGTH_ISSUES.issue(key, 'error', field);

const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isPositiveInteger = (n: number): boolean => Number.isInteger(n) && n >= 1;

/** Defined, positive whole numbers (non-numeric reads as 0), min not above max. */
export function binderLengthIssues(min: unknown, max: unknown): ValidationIssue[] {
  if (isBlank(min) || isBlank(max)) return [issue('undefined', 'min_binder_length')];
  const [lo, hi] = [numericInput(min), numericInput(max)];
  if (!isPositiveInteger(lo) || !isPositiveInteger(hi))
    return [issue('notPositive', isPositiveInteger(lo) ? 'max_binder_length' : 'min_binder_length')];
  return lo > hi ? [issue('minAboveMax', 'min_binder_length')] : [];
}

/** Defined, a positive whole number, at most 1000. */
export function binderDesignIssues(value: unknown): ValidationIssue[] {
  const n = numericInput(value);
  if (!isPositiveInteger(n)) return [issue('designsNotPositive', 'n_binder_designs')];
  return n > MAX_BINDER_DESIGNS ? [issue('designsTooMany', 'n_binder_designs')] : [];
}

export interface LengthRange {
  min_binder_length: number | string;
  max_binder_length: number | string;
}

/**
 * Editing one end of the range (spec 1 §4): a min changed above the max, or a max changed below
 * the min, reverts to its previous value. Non-numeric values are left for validation to report.
 */
export function changeBinderLength<R extends LengthRange>(
  range: R,
  field: keyof LengthRange,
  value: number | string,
): R {
  const other = field === 'min_binder_length' ? range.max_binder_length : range.min_binder_length;
  const [v, o] = [Number(value), Number(other)];
  const comparable =
    typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(v));
  if (comparable && Number.isFinite(o) && !isBlank(other)) {
    const crosses = field === 'min_binder_length' ? v > o : v < o;
    if (crosses) return range;
  }
  return { ...range, [field]: value };
}
