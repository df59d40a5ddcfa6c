/** The DDG grid as CSV (download and upload, spec 2 §2.5, §5). Pure. */
import { MUTATION_FILE_MESSAGES, MutationFileError, parseMutationsCsv, positionLetterCsv } from '@bench/action-kit';
import { enableAll, inUnit, type DdgGrid, type DdgUnit } from './model.ts';

/** `Position,Original_Residue,A,…,Y`: '+' for a mutation to compute, the score in `unit`, or empty. */
export function ddgCsv(grid: DdgGrid, positions: readonly number[], originals: readonly string[], stored: DdgUnit, unit: DdgUnit): string {
  return positionLetterCsv(positions, originals, (position, letter) => {
    const cell = grid[String(position)]?.[letter];
    return typeof cell === 'number' ? inUnit(cell, stored, unit).toFixed(2) : (cell ?? '');
  });
}

export function ddgCsvFileName(poseName: string, taskId: string | number): string {
  return `${poseName}_DDG_${taskId}.csv`;
}

/**
 * An uploaded mutations CSV (this download, or the action form's) replacing the pending '+' cells
 * at `allowed` positions; no overlap with what may be enabled throws the spec's message.
 */
export function uploadedGrid(text: string, grid: DdgGrid, allowed: readonly number[], originals: readonly string[]): DdgGrid {
  const wanted = parseMutationsCsv(text);
  const open = new Set(allowed);
  const inside = new Map([...wanted].filter(([position, letters]) => open.has(position) && letters.some((l) => l !== originals[position - 1])));
  if (inside.size === 0) throw new MutationFileError(MUTATION_FILE_MESSAGES.noOverlap);
  const cleared: DdgGrid = Object.fromEntries(
    Object.entries(grid).map(([position, row]) => [position, Object.fromEntries(Object.entries(row).filter(([, cell]) => cell !== '+'))]),
  );
  return enableAll(cleared, inside, originals);
}

/** True when the grid holds mutations an upload would overwrite. */
export function hasPending(grid: DdgGrid): boolean {
  return Object.values(grid).some((row) => Object.values(row).includes('+'));
}
