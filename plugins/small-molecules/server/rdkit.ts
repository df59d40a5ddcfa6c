import { rdkit } from '@bench/chemistry';
import { readMolfile } from '@bench/structure';
import { hillFormula } from './molblock.ts';

export interface Chemistry {
  smiles: string;
  formula: string;
  atomCount: number;
  heavyAtomCount: number;
  /** RDKit's V2000 molfile (V3000 input comes out as V2000) */
  v2000: string;
}

/** Reads and sanitises one molfile; the error names what RDKit objected to. */
export async function readMolecule(
  molblock: string,
): Promise<{ ok: true; value: Chemistry } | { ok: false; reason: string }> {
  const RDKit = await rdkit();
  const log = RDKit.set_log_capture('rdApp.error');
  const mol = RDKit.get_mol(molblock);
  try {
    if (!mol?.is_valid()) return { ok: false, reason: rdkitReason(log?.get_buffer() ?? '') };
    const withHs = readMolfile(mol.add_hs());
    const bare = RDKit.get_mol(molblock, JSON.stringify({ removeHs: true }));
    const smiles = bare?.get_smiles() ?? mol.get_smiles();
    bare?.delete();
    return {
      ok: true,
      value: {
        smiles,
        formula: hillFormula(withHs.atoms.map((a) => a.element)),
        atomCount: withHs.atoms.length,
        heavyAtomCount: mol.get_num_atoms(true),
        v2000: mol.get_molblock(),
      },
    };
  } finally {
    mol?.delete();
    log?.delete();
  }
}

/** '[04:15:42] Explicit valence for atom # 6 N, 4, is greater than permitted' → the text after the time. */
function rdkitReason(buffer: string): string {
  const line = buffer
    .split('\n')
    .map((l) => l.replace(/^\[[\d:]+\]\s*/, '').trim())
    .find(Boolean);
  return line ?? 'RDKit could not read the molecule';
}
