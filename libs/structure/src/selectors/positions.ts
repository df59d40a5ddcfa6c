/** Residue positions of a selector: 1-based, ascending, no duplicates (spec 2 §3). */
export type Positions = readonly number[];

/** The built-in pseudo selector that covers every position (spec 2 §2.4). */
export const ALL_SELECTOR = { _id: 'all', name: '(all)' } as const;

/** Positions 1..length: what '(all)' selects on a structure of that length. */
export function allPositions(length: number): number[] {
  return Array.from({ length: Math.max(0, length) }, (_, i) => i + 1);
}

/** Whole positions from 1 up, ascending, each once: how a selector keeps them. */
export function normalisePositions(positions: Iterable<number>): number[] {
  return [...new Set([...positions].filter((p) => Number.isInteger(p) && p >= 1))].sort((a, b) => a - b);
}

/** True when the positions form one unbroken run (e.g. loop rebuild needs one). */
export function isContiguous(positions: Positions): boolean {
  const sorted = normalisePositions(positions);
  return sorted.length > 0 && sorted.at(-1)! - sorted[0] === sorted.length - 1;
}

/** Chain lengths of a pose sequence ('/' separates chains). */
export function chainLengths(sequence: string): number[] {
  return sequence.split('/').map((chain) => chain.length);
}
