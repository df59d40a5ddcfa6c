/**
 * Costs counted in a unit of the input (spec 3 §9): Binder Design 0.05 per design, Replace Ligand
 * 1 per replacement. One catalogue row; the price is credits × units.
 */
import type { CostContext, CostRule } from '@bench/sdk/model';
import { roundCredits } from './cost.ts';

/** `units(input, context)` counts what is charged (negative or non-finite counts price nothing). */
export function perUnitCost<I>(
  action: string,
  unit: string,
  credits: number,
  units: (input: I, context: CostContext) => number,
): CostRule<I> {
  return {
    catalogue: [{ action, unit, cost: String(credits) }],
    price: (input, context) => {
      const n = units(input, context);
      return Number.isFinite(n) && n > 0 ? roundCredits(credits * n) : 0;
    },
  };
}
