/** Repack's cost rule (spec 3 §9). */
import { perRepetitionAndStructureCost, roundCredits } from '@bench/action-kit';
import type { CostRule } from '@bench/sdk/model';

/**
 * Repeats of a deterministic engine are identical, so it makes one result per structure: credits
 * times structures there, times repeats too where the engine samples (the simulated one).
 */
export function perRepetitionUnlessDeterministicCost<I extends { repeats?: unknown }>(
  action: string,
  credits: number,
): CostRule<I> {
  const sampled = perRepetitionAndStructureCost<I>(action, credits);
  return {
    catalogue: [{ action, unit: 'structure (and repetition where the engine samples)', cost: String(credits) }],
    price: (input, c) =>
      c.engine && c.engine !== 'simulated' ? roundCredits(credits * c.structureCount) : sampled.price(input, c),
  };
}
