import { MUTATION_FILE_MESSAGES, MutationFileError } from './errors.ts';
import { isAminoAcidLetter, type AminoAcid } from './letters.ts';
import { sortLetters, type MutationRow } from './table.ts';

/** Characters no PSI-BLAST ASCII PSSM contains (spec 1 §4). */
const FORBIDDEN = /[&()[\]{}:;'?/*]/;
/** position, residue and 20 log-odds scores; the weighted percentages after them are dropped */
const PSSM_COLUMNS = 22;

export interface PssmRow {
  position: number;
  residue: string;
  scores: Record<AminoAcid, number>;
}

export interface Pssm {
  rows: PssmRow[];
}

/** Reads a PSI-BLAST ASCII PSSM (-out_ascii_pssm). */
export function parsePssm(text: string): Pssm {
  if (FORBIDDEN.test(text)) throw new MutationFileError(MUTATION_FILE_MESSAGES.notPssm);
  let letters: string[] | null = null;
  const rows: PssmRow[] = [];
  for (const line of text.split(/\r?\n/)) {
    const cells = line.trim().split(/\s+/).slice(0, PSSM_COLUMNS);
    if (!letters && cells.length >= 20 && cells.slice(0, 20).every(isAminoAcidLetter)) {
      letters = cells.slice(0, 20);
      continue;
    }
    if (!letters || cells.length !== PSSM_COLUMNS || !/^\d+$/.test(cells[0]) || !/^[A-Z]$/.test(cells[1])) continue;
    const values = cells.slice(2).map(Number);
    if (values.some((v) => !Number.isFinite(v))) throw new MutationFileError(MUTATION_FILE_MESSAGES.notPssm);
    const scores = Object.fromEntries(letters.map((letter, i) => [letter, values[i]])) as Record<AminoAcid, number>;
    rows.push({ position: Number(cells[0]), residue: cells[1], scores });
  }
  if (!letters || rows.length === 0) throw new MutationFileError(MUTATION_FILE_MESSAGES.notPssm);
  return { rows };
}

function lettersAt(row: Pssm['rows'][number], threshold: number): AminoAcid[] {
  return (Object.entries(row.scores) as [AminoAcid, number][])
    .filter(([, score]) => score >= threshold)
    .map(([l]) => l);
}

/**
 * allowedMutations (spec 1 §3): how many letters `threshold` enables over the table's editable
 * positions the PSSM covers — shown while the threshold is edited, before it is applied.
 */
export function allowedMutations(rows: readonly MutationRow[], pssm: Pssm, threshold: number): number {
  const byPosition = new Map(pssm.rows.map((r) => [r.position, r]));
  return rows
    .filter((r) => !r.disabled && !r.hidden)
    .reduce((sum, r) => {
      const p = byPosition.get(r.position);
      return sum + (p ? lettersAt(p, threshold).length : 0);
    }, 0);
}

export interface PssmApplied {
  rows: MutationRow[];
  residuesMatchPercent: number;
  pssmMin: number;
  pssmMax: number;
}

/**
 * Enables, at each selected position, the letters scoring at or above `threshold`. The PSSM's
 * residues must be the selection's original residues, position by position.
 */
export function applyPssm(rows: readonly MutationRow[], pssm: Pssm, threshold = 0): PssmApplied {
  const byPosition = new Map(pssm.rows.map((r) => [r.position, r]));
  const editable = rows.filter((r) => !r.disabled && !r.hidden);
  const matched = editable.filter((r) => {
    const p = byPosition.get(r.position);
    return p !== undefined && (r.originals[p.residue] ?? 0) > 0;
  });
  const residuesMatchPercent = editable.length === 0 ? 0 : (100 * matched.length) / editable.length;
  if (residuesMatchPercent < 100) throw new MutationFileError(MUTATION_FILE_MESSAGES.pssmMismatch);

  const scores = editable.flatMap((r) => Object.values(byPosition.get(r.position)!.scores));
  const next = rows.map((r) =>
    r.disabled || r.hidden ? r : { ...r, enabled: sortLetters(lettersAt(byPosition.get(r.position)!, threshold)) },
  );
  return { rows: next, residuesMatchPercent, pssmMin: Math.min(...scores), pssmMax: Math.max(...scores) };
}
