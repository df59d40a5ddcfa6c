import type { LoaderResidue, ResidueType } from '@bench/structure';

/** Type colours of the analysis viewer (spec 2 §9). */
export const TYPE_COLOURS = {
  protein: '#4caf50',
  nucleic: '#ff9800',
  other: '#9e9e9e',
  water: '#e53935',
  deleted: '#000000',
  selected: '#f5f5f5',
} as const;

const BY_TYPE: Record<ResidueType, string> = {
  caa: TYPE_COLOURS.protein,
  ncaa: TYPE_COLOURS.protein,
  cdna: TYPE_COLOURS.nucleic,
  ncdna: TYPE_COLOURS.nucleic,
  crna: TYPE_COLOURS.nucleic,
  ncrna: TYPE_COLOURS.nucleic,
  ligand: TYPE_COLOURS.other,
  monoatomic: TYPE_COLOURS.other,
  water: TYPE_COLOURS.water,
};

/** Selection wins, then deletion; otherwise the colour of the type the residue becomes. */
export function residueColour(residue: LoaderResidue, selected: boolean): string {
  if (selected) return TYPE_COLOURS.selected;
  if (residue.chosen === null) return TYPE_COLOURS.deleted;
  return BY_TYPE[residue.chosen.type];
}

/** Hover lightens a colour by 50 per channel (spec 2 §9 'hover colour shift +50'). */
export function hoverColour(hex: string): string {
  const channels = [1, 3, 5].map((i) => Math.min(255, parseInt(hex.slice(i, i + 2), 16) + 50));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The key that ties a 3Dmol atom to the loader residue it belongs to. */
export const atomResidueKey = (chain: string, resid: number, icode = '') => `${chain}|${resid}|${icode.trim()}`;

/** Residue index by key, for picking residues from atoms. */
export function residueIndexByKey(residues: readonly LoaderResidue[]): Map<string, number> {
  const byKey = new Map<string, number>();
  residues.forEach((r, i) => {
    const { chain, resid, icode } = r.original.pdbData;
    const key = atomResidueKey(chain, resid, icode);
    if (!byKey.has(key)) byKey.set(key, i);
  });
  return byKey;
}
