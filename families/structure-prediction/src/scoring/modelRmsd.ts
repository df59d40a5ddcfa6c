/**
 * Cα RMSD of a predicted model against a reference structure (homology models against the known
 * structure in benchmarks and tests; AI-folding models against the design they should reproduce):
 * model residue n pairs with the reference chain's n-th amino acid, the way ProMod3, ColabFold,
 * OpenFold and ESMFold number a single chain's residues by their position in the sequence. RMSD
 * after optimal superposition over the residues both have; a model of several chains is superposed
 * as a whole, each chain paired with its own reference chain.
 */
import { AMINO_ACIDS, classifyModel, kabsch, parsePdb, sequenceOf, type Point, type Structure } from '@bench/structure';

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
  if (!model || chains.length === 0)
    throw new Error(chainId === undefined ? 'The reference has no chains.' : `The reference has no chain ${chainId}.`);
  const classes = classifyModel(structure, model);
  const amino = chains.flatMap((chain) =>
    chain.residueIndices.filter((k) => classes[k]!.type === 'caa' || classes[k]!.type === 'ncaa'),
  );
  const ca = amino.map((k) => atomPoint(structure, model.residues[k]!, 'CA'));
  const only = { ...structure, models: [{ ...model, chains: [{ id: chains[0]!.id, residueIndices: amino }] }] };
  return { sequence: sequenceOf(only), ca };
}

/** Consecutive observed Cα atoms further apart than this are a break: residues between them were not observed. */
const BREAK_A = 4.2;

/**
 * The reference chain over its whole deposited sequence (SEQRES), for models of the full sequence
 * of a structure with unobserved residues: each run of observed residues without a break is placed
 * where it first occurs in SEQRES after the previous run; unobserved positions have no Cα.
 */
export function referenceChainOnSeqres(pdb: string, chainId: string): ReferenceChain {
  const names = parsePdb(pdb).seqres.get(chainId);
  if (!names?.length) throw new Error(`The reference has no SEQRES for chain ${chainId}.`);
  const sequence = names.map((name) => AMINO_ACIDS[name] ?? 'X').join('');
  const observed = referenceChain(pdb, chainId);
  const ca: (Point | null)[] = Array.from(sequence, () => null);
  let from = 0;
  for (const [start, end] of observedRuns(observed.ca)) {
    const run = observed.sequence.slice(start, end);
    const at = sequence.indexOf(run, from);
    if (at < 0) throw new Error(`Observed residues ${start + 1}–${end} of chain ${chainId} are not in its SEQRES.`);
    observed.ca.slice(start, end).forEach((point, i) => (ca[at + i] = point));
    from = at + run.length;
  }
  return { sequence, ca };
}

/** [start, end) of each run of observed residues whose consecutive Cα atoms are within BREAK_A. */
function observedRuns(ca: readonly (Point | null)[]): [number, number][] {
  const runs: [number, number][] = [];
  let start = 0;
  for (let i = 1; i <= ca.length; i++) {
    const [a, b] = [ca[i - 1], ca[i]];
    if (i === ca.length || !a || !b || Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) > BREAK_A) {
      runs.push([start, i]);
      start = i;
    }
  }
  return runs;
}

export interface ModelRmsd {
  rmsd: number;
  residues: number;
  /** residues paired per model chain */
  byChain: Record<string, number>;
}

/** Cα RMSD of a one-chain model (every model chain paired with the one reference). */
export const caRmsdToReference = (modelPdb: string, reference: ReferenceChain): ModelRmsd =>
  caRmsd(modelPdb, () => reference);

/** Cα RMSD of a model of several chains, each model chain paired with the reference of its id, superposed as a whole. */
export const caRmsdToReferences = (modelPdb: string, references: Readonly<Record<string, ReferenceChain>>): ModelRmsd =>
  caRmsd(modelPdb, (chain) => references[chain]);

function caRmsd(modelPdb: string, referenceOf: (chain: string) => ReferenceChain | undefined): ModelRmsd {
  const structure = parsePdb(modelPdb);
  const mobile: Point[] = [];
  const target: Point[] = [];
  const byChain: Record<string, number> = {};
  const model = structure.models[0] ?? { chains: [], residues: [] };
  for (const chain of model.chains) {
    const reference = referenceOf(chain.id);
    if (!reference) continue;
    for (const k of chain.residueIndices) {
      const residue = model.residues[k]!;
      const ref = residue.hetero ? null : reference.ca[residue.resid - 1];
      const ca = ref ? atomPoint(structure, residue, 'CA') : null;
      if (ref && ca) {
        mobile.push(ca);
        target.push(ref);
        byChain[chain.id] = (byChain[chain.id] ?? 0) + 1;
      }
    }
  }
  if (mobile.length < 3) throw new Error('The model shares fewer than 3 Cα atoms with the reference.');
  return { rmsd: kabsch(mobile, target).rmsd, residues: mobile.length, byChain };
}

function atomPoint(structure: Structure, residue: { atomStart: number; atomEnd: number }, name: string): Point | null {
  const { atoms } = structure;
  for (let a = residue.atomStart; a < residue.atomEnd; a++)
    if (atoms.name[a] === name) return [atoms.x[a]!, atoms.y[a]!, atoms.z[a]!];
  return null;
}
