/** The DDG grid as CSV (download and upload, spec 2 §2.5, §5). Pure. */
import { AMINO_ACID_LETTERS, MUTATION_FILE_MESSAGES, MutationFileError, parseMutationsCsv } from '@bench/action-kit';
import { positionLetterCsv } from '@bench/family-mutation-scan';
import type { GridSpreads } from '@bench/sdk/model';
import { enableAll, hasSpread, inUnit, type DdgGrid, type DdgUnit } from './model.ts';

/** `Position,Original_Residue,A,…,Y`: '+' for a mutation to compute, the score in `unit`, or empty. */
export function ddgCsv(
  grid: DdgGrid,
  positions: readonly number[],
  originals: readonly string[],
  stored: DdgUnit,
  unit: DdgUnit,
): string {
  return positionLetterCsv(positions, originals, (position, letter) => {
    const cell = grid[String(position)]?.[letter];
    return typeof cell === 'number' ? inUnit(cell, stored, unit).toFixed(2) : (cell ?? '');
  });
}

export function ddgCsvFileName(poseName: string, taskId: string | number): string {
  return `${poseName}_DDG_${taskId}.csv`;
}

/**
 * Every score of the result in long form, one mutation a line, in kcal/mol whatever unit is shown:
 * `position,wt,mut,ddg_kcal_mol,spread_kcal_mol,repeats` (spread and repeats empty where the run
 * recorded none; spread empty after a single repeat).
 */
export function ddgScoresCsv(
  grid: DdgGrid,
  spreads: GridSpreads,
  originals: readonly string[],
  stored: DdgUnit,
): string {
  const lines = Object.keys(grid)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b)
    .flatMap((position) =>
      AMINO_ACID_LETTERS.flatMap((letter) => {
        const score = grid[String(position)]?.[letter];
        if (typeof score !== 'number') return [];
        const spread = spreads[String(position)]?.[letter];
        const kcal = (value: number) => inUnit(value, stored, 'kcal').toFixed(2);
        return [
          [
            position,
            originals[position - 1] ?? '',
            letter,
            kcal(score),
            spread && hasSpread(spread) ? kcal(spread.spread) : '',
            spread?.repeats ?? '',
          ].join(','),
        ];
      }),
    );
  return `${['position,wt,mut,ddg_kcal_mol,spread_kcal_mol,repeats', ...lines].join('\n')}\n`;
}

export function ddgScoresCsvFileName(poseName: string, taskId: string | number): string {
  return `${poseName}_DDG_${taskId}_scores.csv`;
}

/**
 * An uploaded mutations CSV (this download, or the action form's) replacing the pending '+' cells
 * at `allowed` positions; no overlap with what may be enabled throws the spec's message.
 */
export function uploadedGrid(
  text: string,
  grid: DdgGrid,
  allowed: readonly number[],
  originals: readonly string[],
): DdgGrid {
  const wanted = parseMutationsCsv(text);
  const open = new Set(allowed);
  const inside = new Map(
    [...wanted].filter(
      ([position, letters]) => open.has(position) && letters.some((l) => l !== originals[position - 1]),
    ),
  );
  if (inside.size === 0) throw new MutationFileError(MUTATION_FILE_MESSAGES.noOverlap);
  const cleared: DdgGrid = Object.fromEntries(
    Object.entries(grid).map(([position, row]) => [
      position,
      Object.fromEntries(Object.entries(row).filter(([, cell]) => cell !== '+')),
    ]),
  );
  return enableAll(cleared, inside, originals);
}

/** True when the grid holds mutations an upload would overwrite. */
export function hasPending(grid: DdgGrid): boolean {
  return Object.values(grid).some((row) => Object.values(row).includes('+'));
}
