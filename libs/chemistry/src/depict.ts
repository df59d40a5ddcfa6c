import { rdkit } from './rdkit.ts';

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
