/** Residue positions of a selector: 1-based, ascending, no duplicates (spec 2 §3). */
export type Positions = readonly number[];

/** The built-in pseudo selector that covers every position (spec 2 §2.4). */
export const ALL_SELECTOR = { _id: 'all', name: '(all)' } as const;

/** Positions 1..length: what '(all)' selects on a structure of that length. */
export function allPositions(length: number): number[] {
  return Array.from({ length: Math.max(0, length) }, (_, i) => i + 1);
}

export function normalisePositions(positions: Iterable<number>): number[] {
  return [...new Set([...positions].filter((p) => Number.isInteger(p) && p >= 1))].sort((a, b) => a - b);
}

/** A plain click: on becomes off, off becomes on. */
export function togglePosition(positions: Positions, position: number): number[] {
  return positions.includes(position)
    ? positions.filter((p) => p !== position)
    : normalisePositions([...positions, position]);
}

/** A shift-click: every position from the anchor to the clicked one is selected. */
export function selectRange(positions: Positions, anchor: number, position: number): number[] {
  const [from, to] = anchor <= position ? [anchor, position] : [position, anchor];
  return normalisePositions([...positions, ...allPositions(to - from + 1).map((p) => p + from - 1)]);
}

/** First and last position fields take digits only; anything else leaves the value unchanged. */
export function positionField(text: string, current: number): number {
  return /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : current;
}

/** How long the selector row is: the longest structure, or max(highest position, 50) without structures. */
export function selectorRowLength(longestStructure: number, positions: Positions): number {
  if (longestStructure > 0) return longestStructure;
  return Math.max(positions.at(-1) ?? 0, 50);
}

/** Residues of a pose sequence; '/' marks chain breaks and is not a residue. */
export function sequenceLength(sequence: string | null | undefined): number {
  return (sequence ?? '').replace(/\//g, '').length;
}

export function pastPositionMessage(length: number): string {
  return `Residues past position ${length} were not selected.`;
}

/**
 * Applying a selector to structures whose longest has `longest` residues: positions past it are
 * dropped, with the spec's warning.
 */
export function applySelector(positions: Positions, longest: number): { positions: number[]; warning: string | null } {
  const kept = positions.filter((p) => p <= longest);
  return { positions: kept, warning: kept.length < positions.length ? pastPositionMessage(longest) : null };
}

/** True when the positions form one unbroken run (e.g. loop rebuild needs one). */
export function isContiguous(positions: Positions): boolean {
  const sorted = normalisePositions(positions);
  return sorted.length > 0 && sorted.at(-1)! - sorted[0] === sorted.length - 1;
}

/** 0-based chain index of a position, from the chains' lengths in order; -1 past the end. */
export function chainOfPosition(position: number, chainLengths: readonly number[]): number {
  let end = 0;
  for (const [i, length] of chainLengths.entries()) {
    end += length;
    if (position <= end) return i;
  }
  return -1;
}

/** Chain lengths of a pose sequence ('/' separates chains). */
export function chainLengths(sequence: string): number[] {
  return sequence.split('/').map((chain) => chain.length);
}

/** True when every position lies in the same chain. */
export function isSingleChain(positions: Positions, lengths: readonly number[]): boolean {
  const chains = new Set(positions.map((p) => chainOfPosition(p, lengths)));
  return positions.length > 0 && chains.size === 1 && !chains.has(-1);
}
