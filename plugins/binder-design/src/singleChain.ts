/** Whether a binder's interface positions lie in one chain of the target (the design needs one). */
import type { Positions } from '@bench/structure';

/** 0-based chain index of a position, from the chains' lengths in order; -1 past the end. */
export function chainOfPosition(position: number, chainLengths: readonly number[]): number {
  let end = 0;
  for (const [i, length] of chainLengths.entries()) {
    end += length;
    if (position <= end) return i;
  }
  return -1;
}

/** True when every position lies in the same chain. */
export function isSingleChain(positions: Positions, lengths: readonly number[]): boolean {
  const chains = new Set(positions.map((p) => chainOfPosition(p, lengths)));
  return positions.length > 0 && chains.size === 1 && !chains.has(-1);
}
