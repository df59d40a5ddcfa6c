/**
 * Input shapes and defaults shared by the action plugins (spec 1 §3), and the validators that
 * several actions use as they are (spec 1 §5).
 */
import { field, type BaseJobInput, type InputOf, type ValidationIssue } from '@bench/sdk/model';
import type { TableRules } from '../mutations/status.ts';
import { readContext, type ActionValidationContext } from './context.ts';
import { missingInputs } from './inputs.ts';
import { mutationsTableIssues } from './mutationsTable.ts';
import { DEFAULT_REPEATS, REPEATS_MAX, REPEATS_MIN, repeatsIssues } from './repeats.ts';
import { chosenPositions, selectorIssues } from './selector.ts';

/** Fields every action input has, and any a job of its own reads. */
export interface BaseActionInput extends BaseJobInput {
  [field: string]: unknown;
}

/** Repeats: a whole number from 1 (the form may hold what the user typed; `repeatsIssues` says when it is out of bounds). */
export function repeatsFields(initial = DEFAULT_REPEATS) {
  return { repeats: field.number(initial, { min: REPEATS_MIN, max: REPEATS_MAX }) };
}
export type RepeatsInput = InputOf<ReturnType<typeof repeatsFields>>;

/** The chosen selector's id ('all' for the '(all)' pseudo selector), null when none. */
export const selectorField = () => field.optionalText();

/** `input.mutations`: position → enabled letters ('' = repack only) and the prevent-repacking flag. */
export const mutationsField = () =>
  field.record(field.object({ mutations: field.text('', 40), prevent_repacking: field.optional(field.flag(false)) }));

/** Design, Flex Design and Relax Design: repeats, the selector, the mutations table. */
export const designFields = { ...repeatsFields(), selector: selectorField(), mutations: mutationsField() };
export type DesignInput = InputOf<typeof designFields>;

type Context = Record<string, unknown> | ActionValidationContext;

/** A job without checks (spec 1 §5: no checks). */
export function noChecks(): ValidationIssue[] {
  return [];
}

/** A job whose only input is repeats ('Invalid input' when there is no repeats field at all). */
export function validateRepeatsOnly(input: unknown, context: Context): ValidationIssue[] {
  const missing = missingInputs(input, ['repeats']);
  if (missing.length) return missing;
  const c = readContext(context);
  return repeatsIssues((input as RepeatsInput).repeats, {
    maxResults: c.settings.maxResults,
    sourcePoseCount: c.sourcePoseCount,
  });
}

/**
 * Design, Flex Design and Relax Design: repeats, the selector checks, then (with a usable selector)
 * the mutations table, whose severities follow the job's table rules.
 */
export function validateDesignFamily(rules: TableRules): (input: unknown, context: Context) => ValidationIssue[] {
  return (input, context) => {
    const missing = missingInputs(input, ['repeats', 'mutations']);
    if (missing.length) return missing;
    const c = readContext(context);
    const design = input as DesignInput;
    const selector = selectorIssues(design.selector, c);
    return [
      ...repeatsIssues(design.repeats, { maxResults: c.settings.maxResults, sourcePoseCount: c.sourcePoseCount }),
      ...selector,
      ...(selector.length
        ? []
        : mutationsTableIssues(design.mutations, rules, c, chosenPositions(design.selector, c) ?? [])),
    ];
  };
}
