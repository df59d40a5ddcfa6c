/**
 * What Submit will leave out of the pose: ligands are deleted by default (spec 2 §4), so the loader
 * says so before Submit and offers to keep them all.
 */
import type { LoaderResidue } from '@bench/structure';
import { deleteResidues, undeleteResidues } from './residueOperations.ts';
import { residueLabel } from './model.ts';

export interface RemovalSummary {
  /** each deleted ligand as 'HEP H 214' */
  ligands: string[];
  waters: number;
  /** deleted ions and other single atoms */
  monoatomic: number;
  /** deleted polymer residues */
  polymer: number;
}

const isLigand = (r: LoaderResidue) => r.original.type === 'ligand';

/** The residues Submit drops, by kind. */
export function removalSummary(residues: readonly LoaderResidue[]): RemovalSummary {
  const summary: RemovalSummary = { ligands: [], waters: 0, monoatomic: 0, polymer: 0 };
  for (const r of residues) {
    if (r.chosen !== null) continue;
    if (isLigand(r)) summary.ligands.push(`${r.original.pdbData.name3} ${residueLabel(r)}`);
    else if (r.original.type === 'water') summary.waters += 1;
    else if (r.original.type === 'monoatomic') summary.monoatomic += 1;
    else summary.polymer += 1;
  }
  return summary;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The summary in words, one line per kind; empty when Submit drops nothing. */
export function removalLines(summary: RemovalSummary): string[] {
  return [
    ...(summary.ligands.length > 0
      ? [`${count(summary.ligands.length, 'ligand', 'ligands')}: ${summary.ligands.join(', ')}`]
      : []),
    ...(summary.waters > 0 ? [count(summary.waters, 'water', 'waters')] : []),
    ...(summary.monoatomic > 0 ? [count(summary.monoatomic, 'ion or single atom', 'ions or single atoms')] : []),
    ...(summary.polymer > 0 ? [count(summary.polymer, 'polymer residue', 'polymer residues')] : []),
  ];
}

const ligandIndices = (residues: readonly LoaderResidue[]) =>
  residues.flatMap((r, i) => (isLigand(r) && r.choices.length > 0 ? [i] : []));

/** Whether the structure has ligands the user can keep. */
export function hasKeepableLigands(residues: readonly LoaderResidue[]): boolean {
  return ligandIndices(residues).length > 0;
}

/** True when every keepable ligand is kept. */
export function ligandsKept(residues: readonly LoaderResidue[]): boolean {
  const indices = ligandIndices(residues);
  return indices.length > 0 && indices.every((i) => residues[i]!.chosen !== null);
}

/** Keeps every ligand as itself, or deletes them all again (the default). */
export function keepLigands(residues: LoaderResidue[], keep: boolean): LoaderResidue[] {
  const indices = ligandIndices(residues);
  return keep ? undeleteResidues(residues, indices) : deleteResidues(residues, indices);
}
