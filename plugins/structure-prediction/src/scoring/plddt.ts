/**
 * pLDDT from a predicted model's B-factor column, where AlphaFold2, ColabFold, OpenFold and
 * ESMFold write it (one value per residue, repeated on its atoms; AlphaFold3 writes one per atom).
 * Residues of polymer chains count, each with the value of its Cα (C4', else P, for nucleic
 * acids); ligands, ions and water do not. Files written on a 0–1 scale (some ESMFold versions)
 * are reported on the usual 0–100 scale.
 */
import { classifyModel, parseMmcif, parsePdb, type AtomTable, type ResidueType } from '@bench/structure';

export interface ResiduePlddt {
  chain: string;
  resid: number;
  icode: string;
  name3: string;
  plddt: number;
}

export interface PlddtReport {
  /** mean over residues */
  mean: number;
  byChain: Record<string, number>;
  residues: ResiduePlddt[];
}

const REPRESENTATIVE_ATOMS = ['CA', "C4'", 'P'];
const POLYMER_TYPES = new Set<ResidueType>(['caa', 'ncaa', 'cdna', 'ncdna', 'crna', 'ncrna']);

export function plddtFromModel(text: string, fileName = 'model'): PlddtReport {
  // AlphaFold3 mmCIF files open with a comment block, which parseStructure's sniffing misses
  const structure = /^data_/m.test(text.slice(0, 4096)) ? parseMmcif(text) : parsePdb(text);
  const model = structure.models[0];
  if (!model || model.residues.length === 0) throw new Error(`${fileName} has no atoms to read pLDDT from.`);
  const classes = classifyModel(structure, model);
  const residues: ResiduePlddt[] = [];
  for (const [k, residue] of model.residues.entries()) {
    if (!POLYMER_TYPES.has(classes[k]!.type)) continue;
    const value = representativeB(structure.atoms, residue.atomStart, residue.atomEnd);
    if (value !== null) residues.push({ chain: residue.chain, resid: residue.resid, icode: residue.icode, name3: residue.name3, plddt: value });
  }
  if (residues.length === 0) throw new Error(`${fileName} has no protein or nucleic-acid residues to read pLDDT from.`);
  if (residues.every((r) => r.plddt <= 1)) for (const r of residues) r.plddt *= 100;
  const byChain: Record<string, number> = {};
  for (const chain of new Set(residues.map((r) => r.chain))) byChain[chain] = mean(residues.filter((r) => r.chain === chain).map((r) => r.plddt));
  return { mean: mean(residues.map((r) => r.plddt)), byChain, residues };
}

function representativeB(atoms: AtomTable, start: number, end: number): number | null {
  for (const wanted of REPRESENTATIVE_ATOMS) {
    for (let a = start; a < end; a++) if (atoms.name[a] === wanted) return atoms.b[a]!;
  }
  return null;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
