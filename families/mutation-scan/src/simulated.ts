import { blosum62 } from '@bench/engine-sim';

/**
 * A synthetic stability change (kcal/mol-like, positive = destabilising) of `wt` → `mut` for the
 * simulated DDG and ThermoMPNN engines: BLOSUM62 dissimilarity plus seeded noise. Not physics.
 */
export function simulatedStabilityChange(wt: string, mut: string, random: () => number): number {
  return 0.35 * (4 - (blosum62(wt, mut) ?? 0)) + (random() - 0.5);
}
