/**
 * Cα RMSD of a predicted model against a reference structure (homology models against the known
 * structure in benchmarks and tests; AI-folding models against the design they should reproduce):
 * model residue n pairs with the reference's n-th amino acid, the way ProMod3, ColabFold, OpenFold
 * and ESMFold number a single chain's residues by their position in the sequence. RMSD after
 * optimal superposition over the residues both have.
 */
import { classifyModel, kabsch, parsePdb, sequenceOf, type Point, type Structure } from '@bench/structure';

export interface ReferenceChain {
  sequence: string;
  /** Cα of each amino acid of the chain, null where the file has none */
  ca: (Point | null)[];
}

/** One chain of the reference, or without `chainId` the amino acids of every chain in file order. */
export function referenceChain(pdb: string, chainId?: string): ReferenceChain {
  const structure = parsePdb(pdb);
  const model = structure.models[0];
  const chains = model?.chains.filter((c) => chainId === undefined || c.id === chainId) ?? [];
  if (!model || chains.length === 0) throw new Error(chainId === undefined ? 'The reference has no chains.' : `The reference has no chain ${chainId}.`);
  const classes = classifyModel(structure, model);
  const amino = chains.flatMap((chain) => chain.residueIndices.filter((k) => classes[k]!.type === 'caa' || classes[k]!.type === 'ncaa'));
  const ca = amino.map((k) => atomPoint(structure, model.residues[k]!, 'CA'));
  const only = { ...structure, models: [{ ...model, chains: [{ id: chains[0]!.id, residueIndices: amino }] }] };
  return { sequence: sequenceOf(only), ca };
}

export function caRmsdToReference(modelPdb: string, reference: ReferenceChain): { rmsd: number; residues: number } {
  const structure = parsePdb(modelPdb);
  const mobile: Point[] = [];
  const target: Point[] = [];
  for (const residue of structure.models[0]?.residues ?? []) {
    const ref = residue.hetero ? null : reference.ca[residue.resid - 1];
    const ca = ref ? atomPoint(structure, residue, 'CA') : null;
    if (ref && ca) {
      mobile.push(ca);
      target.push(ref);
    }
  }
  if (mobile.length < 3) throw new Error('The model shares fewer than 3 Cα atoms with the reference.');
  return { rmsd: kabsch(mobile, target).rmsd, residues: mobile.length };
}

function atomPoint(structure: Structure, residue: { atomStart: number; atomEnd: number }, name: string): Point | null {
  const { atoms } = structure;
  for (let a = residue.atomStart; a < residue.atomEnd; a++) if (atoms.name[a] === name) return [atoms.x[a]!, atoms.y[a]!, atoms.z[a]!];
  return null;
}
