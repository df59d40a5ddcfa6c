import type { SelectionMode } from './model.ts';
import { residueKey, type MolAtom, type ViewerResidue } from './residues.ts';

/** Atom indices a click on `atom` addresses in the given mode. */
export function atomsForMode(atoms: readonly MolAtom[], atom: MolAtom, mode: SelectionMode): number[] {
  switch (mode) {
    case 'Structure':
      return atoms.map((a) => a.index);
    case 'Chain':
      return atoms.filter((a) => a.chain === atom.chain).map((a) => a.index);
    case 'Residue': {
      const key = residueKey(atom.chain, atom.resi, atom.icode);
      return atoms.filter((a) => residueKey(a.chain, a.resi, a.icode) === key).map((a) => a.index);
    }
    case 'Atom':
      return [atom.index];
  }
}

/** Atom indices a click on residue `index` of the sequence addresses (chain and structure modes widen it). */
export function atomsForResidue(residues: readonly ViewerResidue[], index: number, mode: SelectionMode): number[] {
  const residue = residues[index];
  if (mode === 'Structure') return residues.flatMap((r) => r.atoms);
  if (mode === 'Chain') return residues.filter((r) => r.chain === residue.chain).flatMap((r) => r.atoms);
  return residue.atoms;
}

/** Toggles a group: all selected → unselected, otherwise all selected. */
export function toggleAtoms(selected: ReadonlySet<number>, indices: readonly number[]): Set<number> {
  const next = new Set(selected);
  const all = indices.length > 0 && indices.every((i) => next.has(i));
  for (const i of indices) {
    if (all) next.delete(i);
    else next.add(i);
  }
  return next;
}

export function invertAtoms(selected: ReadonlySet<number>, atomCount: number): Set<number> {
  const next = new Set<number>();
  for (let i = 0; i < atomCount; i++) if (!selected.has(i)) next.add(i);
  return next;
}

/** Residue indices with at least one selected atom (what the sequence viewer highlights). */
export function selectedResidues(residues: readonly ViewerResidue[], selected: ReadonlySet<number>): Set<number> {
  const out = new Set<number>();
  residues.forEach((r, i) => {
    if (r.atoms.some((a) => selected.has(a))) out.add(i);
  });
  return out;
}

/** Residue positions (0-based) where a structure's sequence differs from the reference's. */
export function differingPositions(reference: readonly ViewerResidue[], other: readonly ViewerResidue[]): number[] {
  const out: number[] = [];
  const length = Math.max(reference.length, other.length);
  for (let i = 0; i < length; i++) if (reference[i]?.letter !== other[i]?.letter) out.push(i);
  return out;
}
