/** Selector positions as the selector tab edits them and a collection applies them (spec 2 §3, §2.4). */
import { allPositions, normalisePositions, type PolymerResidue, type Positions } from '@bench/structure';

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

/** How a position is labelled in a selector: chain, one-letter code and residue number, e.g. 'A:K33'. */
export function residueLabel(residue: Pick<PolymerResidue, 'chain' | 'letter' | 'resi' | 'icode'>): string {
  return `${residue.chain || '?'}:${residue.letter}${residue.resi}${residue.icode.trim()}`;
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
