/**
 * The new ligand for Vina, made by Open Babel from the free ligand's stored SDF: hydrogens removed
 * (so atom i of the PDBQT is heavy atom i of the SDF), a 3D conformer built first when the record
 * is flat (2D drawing, z = 0 everywhere), then hydrogens for pH 7.4 and the PDBQT torsion tree
 * with the input's atom indices kept (`-p 7.4 -xp`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readMolfile, type MolfileAtom } from '@bench/structure';
import { heavyAtoms } from '../heavyAtoms.ts';
import { obabelCommand, runTool } from './tools.ts';

export const LIGAND_PH = 7.4;

export interface PreparedLigand {
  /** the PDBQT Vina docks */
  pdbqt: string;
  /** heavy atoms in PDBQT serial order (serial i = heavy[i - 1]) */
  heavy: MolfileAtom[];
  /** the longest heavy-atom distance (Å): the box must hold it */
  span: number;
  /** whether Open Babel built the 3D coordinates (the SDF was flat) */
  built3d: boolean;
}

export const isFlat = (atoms: readonly MolfileAtom[]): boolean => atoms.every((a) => Math.abs(a.z) < 1e-4);

export function longestSpan(atoms: readonly MolfileAtom[]): number {
  let span = 0;
  for (const [i, a] of atoms.entries())
    for (const b of atoms.slice(i + 1)) span = Math.max(span, Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z));
  return span;
}

export async function prepareLigand(sdf: string, dir: string, signal?: AbortSignal): Promise<PreparedLigand> {
  const obabel = obabelCommand();
  const given = readMolfile(sdf);
  if (heavyAtoms(given.atoms).length === 0) throw new Error('The new ligand has no heavy atoms.');
  const input = join(dir, 'ligand_in.sdf');
  await writeFile(input, sdf);
  const built3d = isFlat(given.atoms);
  let source = input;
  if (built3d) {
    source = join(dir, 'ligand_3d.sdf');
    await runTool(obabel, [input, '-l', '1', '-O', source, '--gen3d'], { signal });
  }
  const heavyFile = join(dir, 'ligand_heavy.sdf');
  await runTool(obabel, [source, '-l', '1', '-O', heavyFile, '-d'], { signal });
  const pdbqtFile = join(dir, 'ligand.pdbqt');
  await runTool(obabel, [heavyFile, '-O', pdbqtFile, '-p', String(LIGAND_PH), '-xp'], { signal });
  const heavy = readMolfile(await readFile(heavyFile, 'utf8')).atoms;
  return { pdbqt: pdbqtFile, heavy, span: longestSpan(heavy), built3d };
}
