/** Layout rules of the single sequence viewer (spec 2 §2.9, §9): cells, headers, colour shifts. */
export interface SequenceResidue {
  letter: string;
  /** hidden stretches collapse into one ellipsis cell */
  hidden?: boolean;
  /** first residue of a chain (chain starts are marked) */
  chainStart?: string;
  deleted?: boolean;
  rna?: boolean;
  colour?: string;
}

export type SequenceCell =
  | { kind: 'residue'; index: number; header: number | null }
  | { kind: 'ellipsis'; from: number; to: number };

/** Position header at the first residue and at every tenth (10, 20, …), 1-based labels. */
export function headerFor(index: number): number | null {
  const position = index + 1;
  return index === 0 || position % 10 === 0 ? position : null;
}

export function sequenceCells(residues: readonly SequenceResidue[]): SequenceCell[] {
  const cells: SequenceCell[] = [];
  for (let i = 0; i < residues.length; i++) {
    if (!residues[i].hidden) {
      cells.push({ kind: 'residue', index: i, header: headerFor(i) });
      continue;
    }
    let end = i;
    while (end + 1 < residues.length && residues[end + 1].hidden) end++;
    cells.push({ kind: 'ellipsis', from: i, to: end });
    i = end;
  }
  return cells;
}

/** Adds `amount` to each RGB channel of '#rrggbb', clamped (hover +50, anchor −100). */
export function shiftColour(hex: string, amount: number): string {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) return hex;
  const channel = (i: number) => Math.min(255, Math.max(0, parseInt(value.slice(i, i + 2), 16) + amount));
  return `#${[0, 2, 4].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}

export const HOVER_SHIFT = 50;
export const ANCHOR_SHIFT = -100;

/** Indices from the anchor to `index`, inclusive, in either direction (shift-click ranges). */
export function rangeFrom(anchor: number, index: number): number[] {
  const [from, to] = anchor <= index ? [anchor, index] : [index, anchor];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
