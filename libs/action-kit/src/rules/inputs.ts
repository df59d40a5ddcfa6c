/** Reading form inputs the way spec 1 §5 says: non-numeric becomes 0, missing is 'Invalid input'. */
import type { ValidationIssue } from '@bench/sdk/model';
import { ACTION_ISSUE_CODES, ACTION_MESSAGES } from './messages.ts';

/** A number field: numbers and numeric strings as they are, anything else 0. */
export function numericInput(value: unknown): number {
  if (typeof value === 'number') return Number.isNaN(value) ? 0 : value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isNaN(n) ? 0 : n;
  }
  return 0;
}

export function invalidInput(field?: string): ValidationIssue {
  return { field, code: ACTION_ISSUE_CODES.invalidInput, severity: 'error', message: ACTION_MESSAGES.invalidInput };
}

/** 'Invalid input' when the input is not an object or a required field is missing (undefined or null). */
export function missingInputs(input: unknown, fields: readonly string[]): ValidationIssue[] {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return [invalidInput()];
  const record = input as Record<string, unknown>;
  const missing = fields.filter((f) => record[f] === undefined || record[f] === null);
  return missing.length ? [invalidInput(missing[0])] : [];
}
