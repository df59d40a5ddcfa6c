import type { MolfileAtom } from '@bench/structure';

/** Atoms other than hydrogen (and deuterium). */
export function heavyAtoms(atoms: readonly MolfileAtom[]): MolfileAtom[] {
  return atoms.filter((a) => a.element.toUpperCase() !== 'H' && a.element.toUpperCase() !== 'D');
}
