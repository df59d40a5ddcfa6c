/**
 * Cost rules (spec 3 §9). Each helper gives a `CostRule`: the credit catalogue row(s) it shows and
 * the price of an input. The same rule prices the form and charges the server.
 */
import { SIMULATED_ENGINE, SIMULATED_NO_CHARGE, type CostContext, type CostRule, type CostRow } from '@bench/sdk/model';
import { numericInput } from './inputs.ts';

/** A band of a banded cost: `from` up to `to` inclusive (open-ended without `to`). */
export interface CostBand {
  from: number;
  to?: number;
  credits: number;
}

/** Credits are shown and charged to a millionth (no 0.15000000000000002). */
export function roundCredits(credits: number): number {
  return Math.round(credits * 1e6) / 1e6;
}

/**
 * What a run is charged, on the server and in every price shown before a run: the rule's price,
 * or nothing when the simulated engine answers (its results are labelled demonstrations, not work).
 */
export function chargedPrice<I>(rule: CostRule<I>, input: I, context: CostContext): number {
  return context.engine === SIMULATED_ENGINE ? 0 : roundCredits(rule.price(input, context));
}

/** A price before a run, with the reason when it is nothing because the simulated engine answers. */
export function creditsLabel(credits: number, engine: string | null | undefined): string {
  const amount = `${credits} credit${credits === 1 ? '' : 's'}`;
  return engine === SIMULATED_ENGINE ? `${amount}, ${SIMULATED_NO_CHARGE.toLowerCase()}` : amount;
}

const row = (action: string, unit: string, cost: string): CostRow => ({ action, unit, cost });

/** The band a value falls in; below the first band the first, above the last the last. */
export function bandFor(value: number, bands: readonly CostBand[]): CostBand {
  return (
    bands.find((b) => value >= b.from && (b.to === undefined || value <= b.to)) ??
    (value < bands[0]!.from ? bands[0]! : bands.at(-1)!)
  );
}

/** Credits times the number of source structures. */
export function perStructureCost<I>(action: string, credits: number): CostRule<I> {
  return {
    catalogue: [row(action, 'structure', String(credits))],
    price: (_input, c) => roundCredits(credits * c.structureCount),
  };
}

/** Credits times repeats times structures (repeats read as the form reads them). */
export function perRepetitionAndStructureCost<I extends { repeats?: unknown }>(
  action: string,
  credits: number,
): CostRule<I> {
  return {
    catalogue: [row(action, 'repetition and structure', String(credits))],
    price: (input, c) => roundCredits(credits * Math.max(0, numericInput(input.repeats)) * c.structureCount),
  };
}
