/**
 * GDT-TS (Zemla 2003, LGA): the mean over d = 1, 2, 4, 8 Å of the largest fraction of the
 * reference's residues whose model Cα lies within d of it under some superposition. Each
 * superposition is searched as in TM-score's GDT: seeds of consecutive paired residues (lengths 4, 8,
 * 16, … and the whole chain, every few positions), each refitted on the residues within d until the
 * set stops changing. Also the per-residue Cα distance under the superposition that places the most
 * residues within 4 Å.
 */
import { applyTransform, kabsch, type Point, type Superposition } from '@bench/structure';

const CUTOFFS = [1, 2, 4, 8];
const REFITS = 20;

function within(model: readonly Point[], reference: readonly Point[], fit: Superposition, d: number): number[] {
  const close: number[] = [];
  model.forEach((p, i) => {
    const q = applyTransform(p, fit);
    const r = reference[i]!;
    if (Math.hypot(q[0] - r[0], q[1] - r[1], q[2] - r[2]) <= d) close.push(i);
  });
  return close;
}

function bestSuperposition(
  model: readonly Point[],
  reference: readonly Point[],
  d: number,
): { count: number; fit: Superposition } {
  const n = model.length;
  let best = { count: 0, fit: kabsch(model, reference) };
  const lengths = [4, 8, 16, 32, 64].filter((l) => l < n).concat([n]);
  for (const length of lengths) {
    const step = Math.max(1, Math.floor(length / 2));
    for (let start = 0; start + length <= n; start += step) {
      let set = Array.from({ length }, (_, k) => start + k);
      let fit = kabsch(
        set.map((i) => model[i]!),
        set.map((i) => reference[i]!),
      );
      for (let round = 0; round < REFITS; round++) {
        const next = within(model, reference, fit, d);
        if (next.length > best.count) best = { count: next.length, fit };
        if (next.length < 3 || (next.length === set.length && next.every((v, k) => v === set[k]))) break;
        set = next;
        fit = kabsch(
          set.map((i) => model[i]!),
          set.map((i) => reference[i]!),
        );
      }
    }
  }
  return best;
}

/**
 * `model[i]` pairs with `reference[i]`; `referenceLength` is the number of reference residues the
 * score is a fraction of (residues the model lacks count as misses).
 */
export function gdtTs(
  model: readonly Point[],
  reference: readonly Point[],
  referenceLength: number,
): { gdtTs: number; distances: number[] } {
  let total = 0;
  let distances: number[] = [];
  for (const d of CUTOFFS) {
    const { count, fit } = bestSuperposition(model, reference, d);
    total += count / referenceLength;
    if (d === 4) {
      distances = model.map((p, i) => {
        const q = applyTransform(p, fit);
        const r = reference[i]!;
        return Math.hypot(q[0] - r[0], q[1] - r[1], q[2] - r[2]);
      });
    }
  }
  return { gdtTs: (100 * total) / CUTOFFS.length, distances };
}
