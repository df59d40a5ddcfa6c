import { assemblePdb, type LoaderResidue, type Structure } from '@bench/structure';

/** Residues the ligand preview can draw: ligands (ions and waters are single atoms). */
export function isPreviewable(r: LoaderResidue | undefined): boolean {
  return r?.original.type === 'ligand';
}

/** PDB text of one residue of the structure, whatever its current choice (getLigand's input). */
export function residuePdb(structure: Structure, residues: readonly LoaderResidue[], index: number): string {
  const only = residues.map((r, k) => {
    if (k !== index) return { ...r, chosen: null };
    const { name3 } = r.original.pdbData;
    return { ...r, chosen: r.choices.find((c) => c.name3 === name3) ?? { name3, type: r.original.type } };
  });
  return assemblePdb(structure, only);
}
