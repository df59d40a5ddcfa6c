import { aminoAcidLetter, classifyModel, parsePdb } from '@bench/structure';
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
  const structure = parsePdb(pdb, { maxModels: 1 });
  const model = structure.models[0];
  if (!model) return [];
  const classes = classifyModel(structure, model);
  const byKey = new Map<string, number[]>();
  for (const a of atoms) {
    const key = residueKey(a.chain, a.resi, a.icode);
    const list = byKey.get(key);
    if (list) list.push(a.index);
    else byKey.set(key, [a.index]);
  }
  const out: ViewerResidue[] = [];
  for (const chain of model.chains) {
    let first = true;
    for (const k of chain.residueIndices) {
      const r = model.residues[k];
      const { type, parent } = classes[k];
      if (!['caa', 'ncaa', 'cdna', 'ncdna', 'crna', 'ncrna'].includes(type)) continue;
      const protein = type === 'caa' || type === 'ncaa';
      const base = type.startsWith('nc') ? parent : r.name3;
      const letter = (protein ? aminoAcidLetter(base) : base.replace(/^D(?=[ACGTU]$)/, '')) || 'X';
      out.push({
        letter, chain: r.chain, resi: r.resid, icode: r.icode, name3: r.name3,
        atoms: byKey.get(residueKey(r.chain, r.resid, r.icode)) ?? [],
        rna: type === 'crna' || type === 'ncrna',
        ...(first ? { chainStart: r.chain || '?' } : {}),
      });
      first = false;
    }
  }
  return out;
}
