import { MUTATION_FILE_MESSAGES, MutationFileError } from './errors.ts';
import { isAminoAcidLetter, type AminoAcid } from './letters.ts';
import { sortLetters, type MutationRow } from './table.ts';

/** An upload whose first character is 'P' is a mutations CSV; anything else is read as a PSSM. */
export function isMutationsCsv(text: string): boolean {
  return text.replace(/^\uFEFF/, '').startsWith('P');
}

/**
 * Two CSV forms, both starting with a 'Position' header:
 * - list: `Position,Mutations` then `12,AVL` (the form Bench downloads);
 * - binary: `Position,A,C,D,…` then `12,1,0,1,…` (1, true, x or + enable a letter; other columns such as
 *   `Original_Residue` are ignored); every row must have a cell for every column
 *   ('square'), otherwise 'Please make sure mutations file is square.'
 */
export function parseMutationsCsv(text: string): Map<number, AminoAcid[]> {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const header = lines[0].split(',').map((c) => c.trim());
  const binary = header.length > 2 && header.slice(1).some(isAminoAcidLetter);
  const result = new Map<number, AminoAcid[]>();
  for (const line of lines.slice(1)) {
    const cells = line.split(',').map((c) => c.trim());
    if (binary && cells.length !== header.length) throw new MutationFileError(MUTATION_FILE_MESSAGES.notSquare);
    const position = Number(cells[0]);
    if (!Number.isInteger(position) || position < 1) throw new MutationFileError(MUTATION_FILE_MESSAGES.badFile);
    const letters = binary
      ? header.filter(
          (column, i) => i > 0 && isAminoAcidLetter(column) && ['1', 'true', 'x', 'X', '+'].includes(cells[i]),
        )
      : [...(cells[1] ?? '').toUpperCase()];
    result.set(position, letters.filter(isAminoAcidLetter) as AminoAcid[]);
  }
  return result;
}

/** Enables the CSV's letters at the positions the table allows; no overlap at all is an error. */
export function applyMutationsCsv(rows: readonly MutationRow[], mutations: Map<number, AminoAcid[]>): MutationRow[] {
  let overlap = false;
  const next = rows.map((r) => {
    const letters = mutations.get(r.position);
    if (r.disabled || r.hidden || !letters || letters.length === 0) return r;
    overlap = true;
    return { ...r, enabled: sortLetters(letters) };
  });
  if (!overlap) throw new MutationFileError(MUTATION_FILE_MESSAGES.noOverlap);
  return next;
}
