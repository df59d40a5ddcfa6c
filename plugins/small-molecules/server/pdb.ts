import { readMolfile } from '@bench/structure';
import { molTableToPdb } from './molblock.ts';
import { readMolecule } from './rdkit.ts';
import { splitSdf } from './sdf.ts';

/** PDB text of a stored SDF record: RDKit normalises V2000/V3000 to V2000, then HETATM + CONECT. */
export async function sdfToPdb(sdf: string, title: string): Promise<string> {
  const [record] = splitSdf(sdf);
  const read = await readMolecule(record.molblock);
  if (!read.ok) throw new Error(read.reason);
  return molTableToPdb(readMolfile(read.value.v2000), title);
}
