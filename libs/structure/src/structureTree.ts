import { type PolymerResidue, polymerResidues } from './polymerResidues.ts';

/** A polymer residue and its 1-based position along the pose's sequence (the position selectors and mutations use). */
export interface TreeResidue extends Omit<PolymerResidue, 'chainStart'> {
  position: number;
}

/** A pose's polymer residues, chain by chain: what an action tab and the selector editor label positions with. */
export interface StructureTree {
  chains: { chain: string; residues: TreeResidue[] }[];
}

/** The structure tree of a PDB text's first model; positions run on across chains, as the sequence does. */
export function structureTree(pdb: string): StructureTree {
  const chains: StructureTree['chains'] = [];
  polymerResidues(pdb).forEach(({ chainStart, ...residue }, i) => {
    if (chainStart || chains.length === 0) chains.push({ chain: residue.chain, residues: [] });
    chains[chains.length - 1]!.residues.push({ ...residue, position: i + 1 });
  });
  return { chains };
}

/** The tree's residues in position order (position p is the (p - 1)th). */
export function treeResidues(tree: StructureTree): TreeResidue[] {
  return tree.chains.flatMap((c) => c.residues);
}
