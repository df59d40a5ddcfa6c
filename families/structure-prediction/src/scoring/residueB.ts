/**
 * The per-residue value a predictor writes in the B-factor column (pLDDT for AlphaFold2, ColabFold,
 * OpenFold and ESMFold; the predicted error in Å for ABodyBuilder2): one value per polymer residue,
 * from its Cα (C4', else P, for nucleic acids); ligands, ions and water do not count.
 */
import { classifyModel, parseMmcif, parsePdb, type AtomTable, type ResidueType } from '@bench/structure';

export interface ResidueValue {
  chain: string;
  resid: number;
  icode: string;
  name3: string;
  value: number;
}

export interface ResidueValues {
  /** mean over residues */
  mean: number;
  byChain: Record<string, number>;
  residues: ResidueValue[];
}

const REPRESENTATIVE_ATOMS = ['CA', "C4'", 'P'];
const POLYMER_TYPES = new Set<ResidueType>(['caa', 'ncaa', 'cdna', 'ncdna', 'crna', 'ncrna']);

/** `what` names the value in messages ('pLDDT', 'predicted error'). */
export function residueBFactors(
  text: string,
  fileName: string,
  what: string,
  scale: (values: number[]) => number[] = (v) => v,
): ResidueValues {
  // AlphaFold3 mmCIF files open with a comment block, which parseStructure's sniffing misses
  const structure = /^data_/m.test(text.slice(0, 4096)) ? parseMmcif(text) : parsePdb(text);
  const model = structure.models[0];
  if (!model || model.residues.length === 0) throw new Error(`${fileName} has no atoms to read ${what} from.`);
  const classes = classifyModel(structure, model);
  const found: Omit<ResidueValue, 'value'>[] = [];
  const raw: number[] = [];
  for (const [k, residue] of model.residues.entries()) {
    if (!POLYMER_TYPES.has(classes[k]!.type)) continue;
    const value = representativeB(structure.atoms, residue.atomStart, residue.atomEnd);
    if (value === null) continue;
    found.push({ chain: residue.chain, resid: residue.resid, icode: residue.icode, name3: residue.name3 });
    raw.push(value);
  }
  if (found.length === 0) throw new Error(`${fileName} has no protein or nucleic-acid residues to read ${what} from.`);
  const values = scale(raw);
  const residues = found.map((r, i) => ({ ...r, value: values[i]! }));
  const byChain: Record<string, number> = {};
  for (const chain of new Set(residues.map((r) => r.chain)))
    byChain[chain] = mean(residues.filter((r) => r.chain === chain).map((r) => r.value));
  return { mean: mean(values), byChain, residues };
}

function representativeB(atoms: AtomTable, start: number, end: number): number | null {
  for (const wanted of REPRESENTATIVE_ATOMS) {
    for (let a = start; a < end; a++) if (atoms.name[a] === wanted) return atoms.b[a]!;
  }
  return null;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
