import { classifyModel } from './residueTypes.ts';
import { parsePdb } from './pdbParser.ts';
import { aminoAcidLetter } from './sequence/polarity.ts';
import type { ResidueType } from './types.ts';

/** A polymer residue of a structure's first model, as viewers and editors label it. */
export interface PolymerResidue {
  chain: string;
  resi: number;
  icode: string;
  name3: string;
  /** amino acid, nucleotide, or their modified forms */
  type: ResidueType;
  /** one-letter code (a modified residue's parent's), 'X' when unknown */
  letter: string;
  rna: boolean;
  /** first residue of its chain */
  chainStart: boolean;
}

const POLYMER = new Set<ResidueType>(['caa', 'ncaa', 'cdna', 'ncdna', 'crna', 'ncrna']);

/** The amino-acid and nucleotide residues of the first model of a PDB text, chain by chain. */
export function polymerResidues(pdb: string): PolymerResidue[] {
  const structure = parsePdb(pdb, { maxModels: 1 });
  const model = structure.models[0];
  if (!model) return [];
  const classes = classifyModel(structure, model);
  const out: PolymerResidue[] = [];
  for (const chain of model.chains) {
    let first = true;
    for (const k of chain.residueIndices) {
      const r = model.residues[k];
      const { type, parent } = classes[k];
      if (!POLYMER.has(type)) continue;
      const protein = type === 'caa' || type === 'ncaa';
      const base = type.startsWith('nc') ? parent : r.name3;
      const letter = (protein ? aminoAcidLetter(base) : base.replace(/^D(?=[ACGTU]$)/, '')) || 'X';
      out.push({
        chain: r.chain,
        resi: r.resid,
        icode: r.icode,
        name3: r.name3,
        type,
        letter,
        rna: type === 'crna' || type === 'ncrna',
        chainStart: first,
      });
      first = false;
    }
  }
  return out;
}
