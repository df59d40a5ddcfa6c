import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { backgroundPeptides, fastaSequences } from '../src/predictor/index.ts';

/** The shipped background peptides of one length, as the training scripts cut them. */
export function shippedBackground(length: number): string[] {
  const proteins = fastaSequences(
    readFileSync(join(import.meta.dirname, '..', 'params', 'background-proteins.fasta'), 'utf8'),
  );
  return backgroundPeptides(proteins, length);
}

/** `stored` holds the percentiles (numpy's linear interpolation) of `scores` at `grid`, to 3 decimals. */
export function expectPercentiles(scores: readonly number[], grid: readonly number[], stored: readonly number[]) {
  const sorted = Float64Array.from(scores).sort();
  grid.forEach((percent, i) => {
    const position = (percent / 100) * (sorted.length - 1);
    const below = Math.floor(position);
    const above = Math.min(below + 1, sorted.length - 1);
    expect(sorted[below]! + (position - below) * (sorted[above]! - sorted[below]!)).toBeCloseTo(stored[i]!, 3);
  });
}
