import { isPeptide, scoreLog10, type PositionMatrix } from './matrix.ts';

/**
 * The background score distribution of one matrix: predicted log10(IC50) of natural peptides at
 * fixed percentiles (`grid`, ascending percent), as stored in the shipped parameters.
 */
export interface RankTable {
  grid: number[];
  values: number[];
}

/** Percent of background peptides predicted to bind at least as well (0 = best, 100 = worst). */
export function rankPercent(table: RankTable, log10Ic50: number): number {
  const { grid, values } = table;
  if (log10Ic50 <= values[0]) return grid[0];
  if (log10Ic50 >= values[values.length - 1]) return grid[grid.length - 1];
  let lo = 0;
  let hi = values.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (values[mid] <= log10Ic50) lo = mid;
    else hi = mid;
  }
  const span = values[hi] - values[lo];
  const fraction = span > 0 ? (log10Ic50 - values[lo]) / span : 0;
  return grid[lo] + fraction * (grid[hi] - grid[lo]);
}

/** Protein sequences of a FASTA text (headers dropped, lines joined). */
export function fastaSequences(text: string): string[] {
  return text
    .split(/^>.*$/m)
    .map((block) => block.replace(/\s+/g, '').toUpperCase())
    .filter((sequence) => sequence.length > 0);
}

/** Every distinct window of `length` residues, standard residues only (the training script's rule). */
export function backgroundPeptides(proteins: string[], length: number): string[] {
  const windows = new Set<string>();
  for (const protein of proteins) {
    for (let i = 0; i + length <= protein.length; i++) {
      const window = protein.slice(i, i + length);
      if (isPeptide(window)) windows.add(window);
    }
  }
  return [...windows];
}

/** Linear-interpolated percentiles of the matrix's scores over the peptides (numpy's default rule). */
export function rankTableOf(matrix: PositionMatrix, peptides: string[], grid: number[]): RankTable {
  const scores = Float64Array.from(peptides, (p) => scoreLog10(matrix, p) ?? Number.NaN)
    .filter((s) => !Number.isNaN(s))
    .sort();
  if (scores.length === 0) throw new Error(`no background peptides of length ${matrix.length}`);
  const values = grid.map((percent) => {
    const position = (percent / 100) * (scores.length - 1);
    const below = Math.floor(position);
    const above = Math.min(below + 1, scores.length - 1);
    return scores[below] + (position - below) * (scores[above] - scores[below]);
  });
  return { grid, values };
}
