/** Loop Rebuild (spec 1 §3–§5, §8, spec 3 §5, §9). Pure: no React, no network. */
import {
  atLeast,
  chosenPositions,
  type CostBand,
  issueCatalog,
  selectorIssues,
  repeatsIssues,
  missingInputs,
  readContext,
  type ReadContext,
  repeatsFields,
  selectorField,
} from '@bench/action-kit';
import { chainLengths, isContiguous } from '@bench/structure';
import { defineJob, field, type InputOf, type ValidationIssue } from '@bench/sdk/model';
import { loopLengthCost } from './cost.ts';

export const TASK = 'loop_rebuild';
export const WIRE_NAME = 'loopmodel';
export const LABEL = 'Loop Rebuild';

/** spec 3 §9: default repeats 10 for loop_rebuild */
export const DEFAULT_LOOP_REBUILD_REPEATS = 10;

export const loopRebuildFields = {
  ...repeatsFields(DEFAULT_LOOP_REBUILD_REPEATS),
  /** the loop: the chosen selector's id */
  selector: selectorField(),
  /** extended sampling: at most 500 repeats */
  is_extended: field.flag(false),
  /** ligand residue ids ('A:299') of the source structures held in place while the loop is rebuilt */
  auto_constrain_these_ligands: field.list(field.text('', 50)),
};
export type LoopRebuildInput = InputOf<typeof loopRebuildFields>;

/** spec 3 §9: Loop Rebuild, by the length of the loop (the selector) */
export const LOOP_LENGTH_BANDS: readonly CostBand[] = [
  { from: 4, to: 10, credits: 0.6 },
  { from: 11, to: 15, credits: 0.9 },
  { from: 16, credits: 1.8 },
];

export const LOOP_LENGTH = { min: 4, max: 25, bestBenchmarked: 13, benchmarked: 17 } as const;

const LOOP_ISSUES = issueCatalog({
  length: {
    message: 'Please ensure your selector is between 4 and 25 residues.',
    code: 'LOOP_LENGTH_OUT_OF_RANGE',
    field: 'selector',
  },
  termini: {
    message: 'Please ensure that your selector excludes C and N termini.',
    code: 'LOOP_INCLUDES_TERMINI',
    field: 'selector',
  },
  contiguous: {
    message: 'Please ensure that your selector is contiguous.',
    code: 'LOOP_NOT_CONTIGUOUS',
    field: 'selector',
  },
  notBenchmarked: {
    message: 'There is no benchmarking data for loops longer than 17 residues (see documentation).',
    code: 'LOOP_NOT_BENCHMARKED',
    field: 'selector',
  },
  bestBenchmarked: {
    message: 'Loops under 14 residues are best benchmarked (see documentation).',
    code: 'LOOP_LONGER_THAN_BEST_BENCHMARKED',
    field: 'selector',
  },
});
export const LOOP_MESSAGES = LOOP_ISSUES.messages;
const issue = LOOP_ISSUES.issue;

/**
 * Held ligand ids no source structure has any more (spec 1 §8: cleared when the action loads);
 * none while the source structures are not known yet.
 */
export function staleHeldLigands(
  held: readonly string[],
  sources: readonly { ligands?: readonly { id: string }[] }[],
): string[] {
  if (sources.length === 0) return [];
  const present = new Set(sources.flatMap((s) => (s.ligands ?? []).map((l) => l.id)));
  return held.filter((id) => !present.has(id));
}

/** First and last residue of every chain of every source structure (1-based, along the sequence). */
export function terminalPositions(sequences: readonly string[]): Set<number> {
  const termini = new Set<number>();
  for (const sequence of sequences) {
    let start = 0;
    for (const length of chainLengths(sequence)) {
      if (length > 0) termini.add(start + 1).add(start + length);
      start += length;
    }
  }
  return termini;
}

/**
 * The loop rules over the chosen selector's positions: length 4–25, no chain terminus, contiguous
 * (errors, all that apply); then one warning: above 17 residues, else above 13.
 */
export function loopIssues(positions: readonly number[], context: ReadContext): ValidationIssue[] {
  const n = positions.length;
  const issues: ValidationIssue[] = [];
  if (n < LOOP_LENGTH.min || n > LOOP_LENGTH.max) issues.push(issue('length'));
  const termini = terminalPositions(context.sequences);
  if (positions.some((p) => termini.has(p))) issues.push(issue('termini'));
  if (!isContiguous(positions)) issues.push(issue('contiguous'));
  if (n > LOOP_LENGTH.benchmarked && n <= LOOP_LENGTH.max) issues.push(issue('notBenchmarked', 'warning'));
  else if (n > LOOP_LENGTH.bestBenchmarked && n <= LOOP_LENGTH.max) issues.push(issue('bestBenchmarked', 'warning'));
  return issues;
}

export function validateLoopRebuild(input: LoopRebuildInput, context: Record<string, unknown>): ValidationIssue[] {
  const missing = missingInputs(input, ['repeats']);
  if (missing.length) return missing;
  const c = readContext(context);
  const repeats = repeatsIssues(input.repeats, {
    maxResults: c.settings.maxResults,
    sourcePoseCount: c.sourcePoseCount,
    extended: input.is_extended === true,
  });
  const selector = selectorIssues(input.selector, c);
  const positions = chosenPositions(input.selector, c);
  return [...repeats, ...selector, ...(selector.length || !positions ? [] : loopIssues(positions, c))];
}

export const loopRebuildModel = defineJob({
  id: 'loop-rebuild',
  task: TASK,
  wireName: WIRE_NAME,
  label: LABEL,
  order: 50,
  availability: atLeast(1, LABEL),
  fields: loopRebuildFields,
  validate: validateLoopRebuild,
  /** spec 3 §9: 0.6 (length 4-10), 0.9 (11-15), 1.8 (16+) per structure; needs `context.selectors` */
  cost: loopLengthCost(LABEL, LOOP_LENGTH_BANDS),
});

export const actionModels = [loopRebuildModel];
