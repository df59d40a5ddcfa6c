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

/** Spec 3 §9 prices Relax and Relax Design by one table of atom-count bands (two plugins: it lives here). */
export const RELAX_ATOM_BANDS: readonly CostBand[] = [
  { from: 0, to: 7499, credits: 0.2 },
  { from: 7500, to: 14999, credits: 1.5 },
  { from: 15000, to: 24999, credits: 3.5 },
  { from: 25000, to: 29999, credits: 4.5 },
  { from: 30000, credits: 6 },
];

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

const thousands = (n: number): string => n.toLocaleString('en-US');
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

/**
 * The band of each structure's atom count (`context.atomCounts`, the pose's atom_count), summed.
 * A structure whose count is not known is priced in the first band.
 */
export function atomCountCost<I>(action: string, bands: readonly CostBand[] = RELAX_ATOM_BANDS): CostRule<I> {
  const cost = bands
    .map(
      (b, i) =>
        `${thousands(b.from)}${b.to === undefined ? '+' : `-${thousands(b.to)}`}${i === 0 ? ' atoms' : ''}: ${b.credits}`,
    )
    .join('; ');
  return {
    catalogue: [row(action, 'structure, by atom count', cost)],
    price: (_input, c: CostContext) => {
      const counts = Array.from({ length: c.structureCount }, (_, i) => c.atomCounts?.[i] ?? 0);
      return roundCredits(counts.reduce((sum, n) => sum + bandFor(n, bands).credits, 0));
    },
  };
}
