import type { MainModule } from '@rdkit/rdkit';

let loading: Promise<MainModule> | null = null;

/** RDKit MinimalLib, fetched and compiled in the browser on first use only (several MB of WebAssembly). */
function rdkit(): Promise<MainModule> {
  loading ??= Promise.all([import('@rdkit/rdkit'), import('@rdkit/rdkit/RDKit_minimal.wasm?url')])
    .then(([lib, wasm]) => lib.default({ locateFile: () => wasm.default }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Light atom colours that read on a dark background. */
const DARK_DRAWING = {
  backgroundColour: [0.09, 0.1, 0.13, 1],
  atomColourPalette: { 6: [0.9, 0.9, 0.9], 7: [0.55, 0.65, 1], 8: [1, 0.45, 0.45], 9: [0.6, 0.95, 0.6], 15: [1, 0.65, 0.25], 16: [1, 0.9, 0.35], 17: [0.5, 0.95, 0.5] },
};

export interface DepictOptions {
  width: number;
  height: number;
  /** light atoms on a dark background (the structure loader's ligand preview) */
  dark?: boolean;
}

/** A 2D depiction (SVG text) of a SMILES string with fresh 2D coordinates, or null when RDKit cannot read it. */
export async function depictSmiles(smiles: string, { width, height, dark = false }: DepictOptions): Promise<string | null> {
  const lib = await rdkit();
  const mol = lib.get_mol(smiles);
  if (!mol) return null;
  try {
    mol.set_new_coords(true);
    return mol.get_svg_with_highlights(JSON.stringify({ width, height, ...(dark ? DARK_DRAWING : {}) }));
  } finally {
    mol.delete();
  }
}
