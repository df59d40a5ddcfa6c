/**
 * Cα RMSD of a homology model against the known structure of its target, for benchmarks and
 * tests: the target sequence is the reference chain's own amino-acid sequence, and ProMod3 numbers
 * model residues by their position in the target, so model residue n pairs with the reference
 * chain's n-th amino acid. RMSD after optimal superposition over the residues both have.
 */
import { classifyModel, kabsch, parsePdb, sequenceOf, type Point, type Structure } from '@bench/structure';

export interface ReferenceChain {
  sequence: string;
  /** Cα of each amino acid of the chain, null where the file has none */
  ca: (Point | null)[];
}

export function referenceChain(pdb: string, chainId: string): ReferenceChain {
  const structure = parsePdb(pdb);
  const model = structure.models[0];
  const chain = model?.chains.find((c) => c.id === chainId);
  if (!model || !chain) throw new Error(`The reference has no chain ${chainId}.`);
  const classes = classifyModel(structure, model);
  const amino = chain.residueIndices.filter((k) => classes[k]!.type === 'caa' || classes[k]!.type === 'ncaa');
  const ca = amino.map((k) => atomPoint(structure, model.residues[k]!, 'CA'));
  const only = { ...structure, models: [{ ...model, chains: [{ id: chainId, residueIndices: amino }] }] };
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
