/**
 * Input shapes and defaults shared by the action plugins (spec 1 §3), and the validators that
 * several actions use as they are (spec 1 §5).
 */
import type { ValidationIssue } from '@bench/sdk/model';
import type { TableRules } from '../mutations/status.ts';
import { readContext, type ActionValidationContext } from './context.ts';
import { missingInputs } from './inputs.ts';
import { mutationsTableIssues, type MutationsInput } from './mutationsTable.ts';
import { DEFAULT_REPEATS, repeatsIssues } from './repeats.ts';
import { chosenPositions, selectorIssues } from './selector.ts';

/** Fields every action input has. `task` is the task as stored on the action: its wire name where the plugin declares one. */
export interface BaseActionInput {
  task: string;
  pose_ids: string[];
  collection_id: string | null;
  [field: string]: unknown;
}

export interface RepeatsInput extends BaseActionInput {
  /** a whole number; the form may hold what the user typed */
  repeats: number | string;
}

export interface DesignInput extends RepeatsInput {
  /** the chosen selector's id ('all' for the '(all)' pseudo selector), null when none */
  selector: string | null;
  mutations: MutationsInput;
}

export function baseDefaults(task: string): BaseActionInput {
  return { task, pose_ids: [], collection_id: null };
}

export function repeatsDefaults(task: string, repeats = DEFAULT_REPEATS): RepeatsInput {
  return { ...baseDefaults(task), repeats };
}

export function designDefaults(task: string): DesignInput {
  return { ...repeatsDefaults(task), selector: null, mutations: {} };
}

type Context = Record<string, unknown> | ActionValidationContext;

/** Prepare and minimize: no checks. */
export function noChecks(): ValidationIssue[] {
  return [];
}

/** Repack and relax: repeats only ('Invalid input' when there is no repeats field at all). */
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
