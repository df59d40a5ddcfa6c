import { polarityClass, POLARITY_COLOURS } from '@bench/structure';
import { SELECTION_COLOUR, type ColourScheme } from './model.ts';
import type { MolAtom } from './residues.ts';

const ELEMENT_COLOURS: Readonly<Record<string, string>> = {
  N: '#3050f8',
  O: '#ff0d0d',
  S: '#e8c020',
  P: '#ff8000',
  H: '#e8e8e8',
  FE: '#e06633',
  MG: '#8aff00',
  ZN: '#7d80b0',
  CA: '#3dff00',
  F: '#90e050',
  CL: '#1ff01f',
  BR: '#a62929',
  SE: '#ffa100',
  NA: '#ab5cf2',
};
const SECONDARY: Readonly<Record<string, string>> = { h: '#e0457b', s: '#f2b705', c: '#b0b8c0' };
const OTHER_ELEMENT = '#d070d0';

export interface AtomPaint {
  scheme: ColourScheme;
  carbon: string;
  selected: ReadonlySet<number>;
}

type PaintedAtom = MolAtom & { ss?: string };

function finish(atom: PaintedAtom, base: string, paint: AtomPaint): string {
  return paint.selected.has(atom.index) ? SELECTION_COLOUR : base;
}

/** Sticks and spheres: elements by colour, carbons by polarity class (or the structure's carbon colour). */
export function atomColour(atom: PaintedAtom, paint: AtomPaint): string {
  const element = atom.elem.toUpperCase();
  if (element !== 'C') return finish(atom, ELEMENT_COLOURS[element] ?? OTHER_ELEMENT, paint);
  const cls = paint.scheme === 'Polarity' ? polarityClass(atom.resn) : null;
  return finish(atom, cls ? POLARITY_COLOURS[cls] : paint.carbon, paint);
}

/** Cartoon: polarity class of the residue, or its secondary structure (helix, sheet, coil). */
export function cartoonColour(atom: PaintedAtom, paint: AtomPaint): string {
  const cls = paint.scheme === 'Polarity' ? polarityClass(atom.resn) : null;
  const base =
    paint.scheme === 'Polarity'
      ? cls
        ? POLARITY_COLOURS[cls]
        : paint.carbon
      : (SECONDARY[atom.ss ?? 'c'] ?? SECONDARY.c);
  return finish(atom, base, paint);
}
