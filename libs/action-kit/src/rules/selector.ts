/** Selector checks of the design-type actions and loop rebuild (spec 1 §5). */
import type { ValidationIssue } from '@bench/sdk/model';
import { ALL_SELECTOR } from '@bench/structure';
import { longestStructure, type ReadContext } from './context.ts';
import { ACTION_ISSUE_CODES, ACTION_MESSAGES } from './messages.ts';

type Key = 'noSelectors' | 'noSelectorChosen' | 'selectorOutsideStructure';
const issue = (key: Key): ValidationIssue => ({
  field: 'selector',
  code: ACTION_ISSUE_CODES[key],
  severity: 'error',
  message: ACTION_MESSAGES[key],
});

/** Selectors the user created ('(all)' is built in and does not count). */
export function createdSelectorIds(context: ReadContext): string[] {
  return Object.keys(context.selectors).filter((id) => id !== ALL_SELECTOR._id);
}

/**
 * The chosen selector's positions, or null when none is chosen or it is unknown. '(all)' covers
 * the longest source structure when the context does not list it.
 */
export function chosenPositions(selectorId: unknown, context: ReadContext): readonly number[] | null {
  if (typeof selectorId !== 'string' || selectorId === '') return null;
  const positions = context.selectors[selectorId];
  if (positions) return positions;
  if (selectorId === ALL_SELECTOR._id) return Array.from({ length: longestStructure(context) }, (_, i) => i + 1);
  return null;
}

/**
 * In order: no selectors created, none chosen, no position inside the (longest) source structure.
 * Without source sequences the overlap cannot be judged and is not reported.
 */
export function selectorIssues(selectorId: unknown, context: ReadContext): ValidationIssue[] {
  const chosen = chosenPositions(selectorId, context);
  if (createdSelectorIds(context).length === 0 && selectorId !== ALL_SELECTOR._id) return [issue('noSelectors')];
  if (!chosen) return [issue('noSelectorChosen')];
  const longest = longestStructure(context);
  if (context.sequences.length > 0 && !chosen.some((p) => p >= 1 && p <= longest))
    return [issue('selectorOutsideStructure')];
  return [];
}
