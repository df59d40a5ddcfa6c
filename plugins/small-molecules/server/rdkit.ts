import initRDKitModule, { type MainModule } from '@rdkit/rdkit';
import { readMolfile } from '@bench/structure';
import { hillFormula } from './molblock.ts';

let loading: Promise<MainModule> | null = null;

/** RDKit's WASM module, initialised once on first use (it takes about a second). */
function rdkit(): Promise<MainModule> {
  loading ??= initRDKitModule().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

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

/** Light atom colours that read on a dark background. */
const DARK_DRAWING = {
  backgroundColour: [0.09, 0.1, 0.13, 1],
  atomColourPalette: {
    6: [0.9, 0.9, 0.9],
    7: [0.55, 0.65, 1],
    8: [1, 0.45, 0.45],
    9: [0.6, 0.95, 0.6],
    15: [1, 0.65, 0.25],
    16: [1, 0.9, 0.35],
    17: [0.5, 0.95, 0.5],
  },
};

export interface DepictOptions {
  width: number;
  height: number;
  /** light atoms on a dark background */
  dark: boolean;
}

/**
 * A 2D drawing (SVG text) of a SMILES string with fresh 2D coordinates, or null when RDKit cannot
 * read it. Drawn here rather than in the browser: RDKit's WebAssembly glue needs `new Function`,
 * which the app's Content-Security-Policy does not allow.
 */
export async function depictSmiles(smiles: string, { width, height, dark }: DepictOptions): Promise<string | null> {
  const RDKit = await rdkit();
  const mol = RDKit.get_mol(smiles);
  if (!mol) return null;
  try {
    if (!mol.is_valid()) return null;
    mol.set_new_coords(true);
    return mol.get_svg_with_highlights(JSON.stringify({ width, height, ...(dark ? DARK_DRAWING : {}) }));
  } finally {
    mol.delete();
  }
}
