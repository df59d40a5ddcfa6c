/** The 20 residues, in the column order of every matrix row. */
export const ALPHABET = 'ACDEFGHIKLMNPQRSTVWY';

const RESIDUE_INDEX = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) RESIDUE_INDEX[ALPHABET.charCodeAt(i)] = i;

/**
 * A position-specific scoring matrix in the IEDB convention:
 * log10(IC50 nM) = offset + sum over positions p of rows[p][residue].
 */
export interface PositionMatrix {
  allele: string;
  length: number;
  offset: number;
  /** one row per peptide position, 20 entries in ALPHABET order */
  rows: number[][];
}

/** Predicted log10(IC50 nM), or null when the peptide has another length or a non-standard residue. */
export function scoreLog10(matrix: PositionMatrix, peptide: string): number | null {
  if (peptide.length !== matrix.length) return null;
  let total = matrix.offset;
  for (let p = 0; p < peptide.length; p++) {
    const code = peptide.charCodeAt(p);
    const index = code < 128 ? RESIDUE_INDEX[code] : -1;
    if (index < 0) return null;
    total += matrix.rows[p][index];
  }
  return total;
}

export function isPeptide(text: string): boolean {
  for (let p = 0; p < text.length; p++) {
    const code = text.charCodeAt(p);
    if (code >= 128 || RESIDUE_INDEX[code] < 0) return false;
  }
  return text.length > 0;
}
