/** ppd's cost rule: the spec prices no ppd (spec 3 §9). */
import type { CostRule } from '@bench/sdk/model';

/** A job the credit catalogue does not price (no row, nothing charged). */
export function unpricedCost<I>(): CostRule<I> {
  return { catalogue: [], price: () => 0 };
}
