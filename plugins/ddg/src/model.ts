/**
 * DDG results (spec 2 §2.5, §3–§5, §9; spec 3 §5, §7, §9). Pure: no React, no network. The model
 * the server prices and re-validates a run with, and the grid rules the tab uses.
 */
import { AMINO_ACID_LETTERS, exactly, readContext, roundCredits, type AminoAcid } from '@bench/action-kit';
import type { HeatScale } from '@bench/family-mutation-scan';
import {
  defineJob,
  field,
  type CostRule,
  type InputField,
  type InputOf,
  type ValidationContext,
  type ValidationIssue,
} from '@bench/sdk/model';
import { ALL_SELECTOR } from '@bench/structure';
import { WITHOUT_LIGANDS_OR_NUCLEIC_ACIDS } from './availability.ts';

export const TASK = 'ddg';
export const LABEL = 'DDG';

/** A grid cell: empty, '+' (to compute), or a computed ΔΔG. */
export type DdgCell = '' | '+' | number;
/** position (1-based along the structure) → amino-acid letter → cell */
export type DdgGrid = Record<string, Partial<Record<AminoAcid, DdgCell>>>;
export type DdgUnit = 'kcal' | 'reu';

/** The DDG result's fields the rules read (spec 2 §3). */
export interface DdgResultFields {
  pose_id: string;
  selector: string | null;
  results: DdgGrid;
  state: 0 | 1 | 2;
  ddgVersion: number;
}

const cell: InputField<DdgCell> = {
  initial: '',
  shapeProblems: (value) =>
    value === '' || value === '+' || (typeof value === 'number' && Number.isFinite(value))
      ? []
      : [['', "must be '', '+' or a number"]],
};
const selector: InputField<string | null> = { ...field.optionalText(), initial: ALL_SELECTOR._id };
const grid: InputField<DdgGrid> = field.record(field.record(cell, AMINO_ACID_LETTERS.length));

/**
 * A DDG result's inputs (spec 2 §3), declared once: the model's defaults and input type, and the
 * result item's schema (`./server`), which refuses a malformed grid when it is saved.
 */
export const ddgFields = { selector, results: grid };

/** What the server hands the model and the engine for a run: the result seen as an action input. */
export type DdgInput = InputOf<typeof ddgFields>;

export const DDG_STATE = { initialized: 0, running: 1, executed: 2 } as const;
/** Results of protocol version 1 are read-only (spec 2 §4). */
export const CURRENT_DDG_VERSION = 2;
export const REU_TO_KCAL = 0.57;

export const DDG_MESSAGES = {
  selectorOutside: 'Please choose a selector that overlaps with your structure.',
  noMutations: 'Enable at least one mutation to run DDG.',
  save: 'There was an error saving the DDG result.',
  sourceMissing: 'Source collection missing, contact support.',
  oldProtocol: 'These results were computed with an earlier protocol and are read-only.',
} as const;

/** The '+' cells, in position then letter order. */
export function enabledMutations(grid: DdgGrid): { position: number; letter: AminoAcid }[] {
  const out: { position: number; letter: AminoAcid }[] = [];
  const positions = Object.keys(grid)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
  for (const position of positions) {
    for (const letter of AMINO_ACID_LETTERS)
      if (grid[String(position)]?.[letter] === '+') out.push({ position, letter });
  }
  return out;
}

/** '+' toggles to empty and back; the original residue and cells holding scores do not toggle. */
export function canToggle(cell: DdgCell | undefined, letter: string, original: string): boolean {
  return letter !== original && typeof cell !== 'number';
}

export function toggleCell(grid: DdgGrid, position: number, letter: AminoAcid, original: string): DdgGrid {
  const row = grid[String(position)] ?? {};
  if (!canToggle(row[letter], letter, original)) return grid;
  return { ...grid, [String(position)]: { ...row, [letter]: row[letter] === '+' ? '' : '+' } };
}

/** Enables `letters` at each position (a CSV upload); originals and scored cells stay as they are. */
export function enableAll(
  grid: DdgGrid,
  wanted: ReadonlyMap<number, readonly AminoAcid[]>,
  originals: readonly string[],
): DdgGrid {
  const next: DdgGrid = { ...grid };
  for (const [position, letters] of wanted) {
    const row = { ...(next[String(position)] ?? {}) };
    for (const letter of letters) if (canToggle(row[letter], letter, originals[position - 1] ?? '')) row[letter] = '+';
    next[String(position)] = row;
  }
  return next;
}

/** Only scores survive outside `positions` (choosing another selector drops its pending '+' cells). */
export function keepPendingWithin(grid: DdgGrid, positions: ReadonlySet<number>): DdgGrid {
  const next: DdgGrid = {};
  for (const [position, row] of Object.entries(grid)) {
    const inside = positions.has(Number(position));
    const kept = Object.fromEntries(
      Object.entries(row).filter(([, cell]) => typeof cell === 'number' || (inside && cell === '+')),
    );
    if (Object.keys(kept).length > 0) next[position] = kept;
  }
  return next;
}

export function isReadOnly(result: Pick<DdgResultFields, 'ddgVersion' | 'state'>): boolean {
  return result.ddgVersion < CURRENT_DDG_VERSION || result.state === DDG_STATE.running;
}

/** Save and run: at least one mutation enabled, not already clicked, not read-only (spec 2 §4). */
export function canSaveAndRun(grid: DdgGrid, clicked: boolean, readOnly: boolean): boolean {
  return !clicked && !readOnly && enabledMutations(grid).length > 0;
}

/** A score in the unit shown: stored kcal/mol, or REU converted with the spec's factor. */
export function inUnit(score: number, stored: DdgUnit, shown: DdgUnit): number {
  if (stored === shown) return score;
  return shown === 'kcal' ? score * REU_TO_KCAL : score / REU_TO_KCAL;
}

export function unitLabel(unit: DdgUnit): string {
  return unit === 'kcal' ? 'kcal / mol' : 'REU';
}

export function formatDdg(score: number): string {
  return score.toFixed(2);
}

/**
 * A scored cell's tooltip, e.g. 'F13A: ΔΔG 1.96 ± 0.42 kcal / mol (2 repeats)'; scores recorded
 * without a spread (older runs) show the score alone. `score` and `spread` are in `unit` already.
 */
export function ddgCellTitle(
  mutation: string,
  score: number,
  unit: DdgUnit,
  spread?: { spread: number; repeats: number },
): string {
  const plain = `${mutation}: ΔΔG ${formatDdg(score)}`;
  if (!spread) return `${plain} ${unitLabel(unit)}`;
  if (!hasSpread(spread)) return `${plain} ${unitLabel(unit)} (1 repeat: no spread)`;
  return `${plain} ± ${formatDdg(spread.spread)} ${unitLabel(unit)} (${spread.repeats} repeats)`;
}

/** A single repeat has no spread to speak of (its standard deviation is 0 by definition). */
export function hasSpread(spread: { repeats: number }): boolean {
  return spread.repeats >= 2;
}

/** Spec 2 §9: no colour between -1 and 1; opacity |score|/20 positive, |score|/3 negative, capped at 1. */
export const DDG_HEAT: HeatScale = { threshold: 1, positiveScale: 20, negativeScale: 3 };

/** The positions the chosen selector covers on a structure of `length` residues. */
export function selectorPositions(
  selector: string | null,
  selectors: Readonly<Record<string, readonly number[]>>,
  length: number,
): number[] {
  const chosen = selector === null || selector === ALL_SELECTOR._id ? null : selectors[selector];
  const all = Array.from({ length }, (_, i) => i + 1);
  return chosen ? chosen.filter((p) => p >= 1 && p <= length) : all;
}

/** Spec 1 §5 for DDG: the selector overlaps when its first position is inside the structure. */
export function validateDdg(input: DdgInput, context: ValidationContext): ValidationIssue[] {
  const read = readContext(context);
  const issues: ValidationIssue[] = [];
  const length = (read.sequences[0] ?? '').replace(/\//g, '').length;
  const positions = input.selector && input.selector !== ALL_SELECTOR._id ? read.selectors[input.selector] : undefined;
  if (positions && length > 0 && (positions.length === 0 || Math.min(...positions) > length)) {
    issues.push({ field: 'selector', severity: 'error', message: DDG_MESSAGES.selectorOutside });
  }
  if (enabledMutations(input.results ?? {}).length === 0)
    issues.push({ field: 'results', severity: 'error', message: DDG_MESSAGES.noMutations });
  return issues;
}

/** Spec 3 §9: 0.2 per mutation plus 10 per structure. */
export const ddgCost: CostRule<DdgInput> = {
  catalogue: [
    { action: LABEL, unit: 'mutation', cost: '0.2' },
    { action: LABEL, unit: 'structure (base)', cost: '10' },
  ],
  price: (input, context) =>
    roundCredits(0.2 * enabledMutations(input.results ?? {}).length + 10 * context.structureCount),
};

export const ddgModel = defineJob({
  id: 'ddg',
  task: TASK,
  runs: 'ddg_results',
  counter: 'ddg_counter',
  label: LABEL,
  order: 200,
  availability: exactly(1, LABEL, WITHOUT_LIGANDS_OR_NUCLEIC_ACIDS),
  fields: ddgFields,
  validate: validateDdg,
  cost: ddgCost,
});

export const actionModels = [ddgModel];
