import { polymerResidues } from '@bench/structure';
import type { SequenceResidue } from '@bench/sdk';

/** The atom fields the viewer reads from a 3Dmol atom. */
export interface MolAtom {
  index: number;
  chain: string;
  resi: number;
  icode?: string;
  resn: string;
  atom: string;
  elem: string;
  x: number;
  y: number;
  z: number;
}

/** A polymer residue of a structure as the sequence viewer shows it, with its drawn atoms. */
export interface ViewerResidue extends SequenceResidue {
  chain: string;
  resi: number;
  icode: string;
  name3: string;
  atoms: number[];
}

export const residueKey = (chain: string, resi: number, icode = '') => `${chain}|${resi}|${icode.trim()}`;

/**
 * The polymer residues of the first model, read with the sdk's PDB parser (types, modified
 * residues' parents), each tied to the indices of the 3Dmol atoms drawn for it.
 */
export function viewerResidues(pdb: string, atoms: readonly MolAtom[]): ViewerResidue[] {
  const byKey = new Map<string, number[]>();
  for (const a of atoms) {
    const key = residueKey(a.chain, a.resi, a.icode);
    const list = byKey.get(key);
    if (list) list.push(a.index);
    else byKey.set(key, [a.index]);
  }
  return polymerResidues(pdb).map(({ chain, resi, icode, name3, letter, rna, chainStart }) => ({
    letter,
    chain,
    resi,
    icode,
    name3,
    atoms: byKey.get(residueKey(chain, resi, icode)) ?? [],
    rna,
    ...(chainStart ? { chainStart: chain || '?' } : {}),
  }));
}
