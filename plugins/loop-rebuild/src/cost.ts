/** Loop Rebuild's cost rule (spec 3 §9): by the length of the loop. */
import { bandFor, type CostBand, roundCredits } from '@bench/action-kit';
import type { CostRule } from '@bench/sdk/model';

/**
 * The band of the loop length (positions of the chosen selector, from `context.selectors`) per
 * structure. No known loop prices nothing: such an input does not pass validation anyway.
 */
export function loopLengthCost<I extends { selector?: unknown }>(
  action: string,
  bands: readonly CostBand[],
): CostRule<I> {
  const cost = bands
    .map((b, i) => `${b.credits} (${i === 0 ? 'length ' : ''}${b.from}${b.to === undefined ? '+' : `-${b.to}`})`)
    .join(', ');
  return {
    catalogue: [{ action, unit: 'loop, by length', cost }],
    price: (input, c) => {
      const selectors: Readonly<Record<string, readonly number[] | undefined>> = c.selectors ?? {};
      const positions = typeof input.selector === 'string' ? selectors[input.selector] : undefined;
      if (!positions || positions.length === 0) return 0;
      return roundCredits(bandFor(positions.length, bands).credits * c.structureCount);
    },
  };
}
