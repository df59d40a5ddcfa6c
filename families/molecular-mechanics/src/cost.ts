/** The Relax price (spec 3 §9): one table of atom-count bands, which Relax Design pays too. */
import { bandFor, roundCredits, type CostBand } from '@bench/action-kit';
import type { CostContext, CostRule } from '@bench/sdk/model';

/** Spec 3 §9's bands, by the atom count of each structure. */
const RELAX_ATOM_BANDS: readonly CostBand[] = [
  { from: 0, to: 7499, credits: 0.2 },
  { from: 7500, to: 14999, credits: 1.5 },
  { from: 15000, to: 24999, credits: 3.5 },
  { from: 25000, to: 29999, credits: 4.5 },
  { from: 30000, credits: 6 },
];

const thousands = (n: number): string => n.toLocaleString('en-US');

/**
 * The band of each structure's atom count (`context.atomCounts`, the pose's atom_count), summed.
 * A structure whose count is not known is priced in the first band.
 */
export function relaxAtomCountCost<I>(action: string): CostRule<I> {
  const cost = RELAX_ATOM_BANDS.map(
    (b, i) =>
      `${thousands(b.from)}${b.to === undefined ? '+' : `-${thousands(b.to)}`}${i === 0 ? ' atoms' : ''}: ${b.credits}`,
  ).join('; ');
  return {
    catalogue: [{ action, unit: 'structure, by atom count', cost }],
    price: (_input, c: CostContext) => {
      const counts = Array.from({ length: c.structureCount }, (_, i) => c.atomCounts?.[i] ?? 0);
      return roundCredits(counts.reduce((sum, n) => sum + bandFor(n, RELAX_ATOM_BANDS).credits, 0));
    },
  };
}
