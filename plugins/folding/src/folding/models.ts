/**
 * What every folding program's models become (server side, pure): a pose per model, ranked, with
 * pLDDT from the model's B-factors, the program's pTM and ipTM (`interaction_ptm`) where it writes
 * them, from its PAE the mean PAE, the mean inter-chain PAE and Max ipSAE per chain pair, and with a
 * reference structure the Cα RMSD to it. The adapters only
 * say how their program is called and where it writes what.
 */
import type { EnginePose, ScoreDeclarations } from '@bench/sdk/model';
import { caRmsdToReference, type ReferenceChain } from '@bench/family-structure-prediction/scoring';
import { maxIpsaeByChainPair } from '../scoring/ipsae.ts';
import { paeSummary } from '../scoring/paeSummary.ts';
import { plddtFromModel } from '../scoring/plddt.ts';

/** Units of what a model's pose carries: pLDDT 0–100, pTM, ipTM and ipSAE 0–1 (pure numbers), PAE and the Cα RMSD in Å. */
export const MODEL_SCORE_DECLARATIONS: ScoreDeclarations = {
  plddt: { unit: '' },
  ptm: { unit: '' },
  interaction_ptm: { unit: '', label: 'ipTM' },
  pae: { unit: 'Å', label: 'Mean PAE' },
  interaction_pae: { unit: 'Å', label: 'Mean inter-chain PAE' },
  max_ipsae: { unit: '' },
  rmsd: { unit: 'Å' },
  rms: { unit: 'Å' },
};

/** One model file a program wrote, with the scores it wrote beside it. */
export interface PredictedModel {
  fileName: string;
  pdb: string;
  /** the program's own rank (1 best), where it ranks its models */
  rank?: number;
  /** residue × residue predicted aligned error (Å), in the model's residue order */
  pae?: number[][];
  ptm?: number;
  iptm?: number;
}

export interface FoldingReference extends ReferenceChain {
  name: string;
}

interface RankedModel extends PredictedModel {
  rank: number;
  plddt: ReturnType<typeof plddtFromModel>;
}

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

/**
 * The program's ranking where it gives one to every model, otherwise by mean pLDDT (best first),
 * the confidence AlphaFold2 itself ranks monomer models by.
 */
export function rankModels(models: readonly PredictedModel[]): { ranked: RankedModel[]; byPlddt: boolean } {
  const read = models.map((m) => ({ ...m, plddt: plddtFromModel(m.pdb, m.fileName) }));
  if (read.every((m) => m.rank !== undefined))
    return { ranked: read.map((m) => ({ ...m, rank: m.rank! })).sort((a, b) => a.rank - b.rank), byPlddt: false };
  return {
    ranked: [...read].sort((a, b) => b.plddt.mean - a.plddt.mean).map((m, i) => ({ ...m, rank: i + 1 })),
    byPlddt: true,
  };
}

function maxIpsae(model: RankedModel): Record<string, number> {
  const chains = model.plddt.residues.map((r) => r.chain);
  if (!model.pae || new Set(chains).size < 2 || model.pae.length !== chains.length) return {};
  return Object.fromEntries(
    Object.entries(maxIpsaeByChainPair(model.pae, chains)).map(([pair, value]) => [pair, round(value)]),
  );
}

/** Mean PAE and, with two chains or more, mean inter-chain PAE; nothing without a matching PAE. */
function paeTerms(model: RankedModel): Record<string, number> {
  const chains = model.plddt.residues.map((r) => r.chain);
  if (!model.pae || model.pae.length !== chains.length) return {};
  const { pae, interactionPae } = paeSummary(model.pae, chains);
  return { pae: round(pae, 2), ...(interactionPae !== null ? { interaction_pae: round(interactionPae, 2) } : {}) };
}

function poseOf(model: RankedModel, fold: { name: string; sequence: string }, rmsd: number | null): EnginePose {
  const ipsae = maxIpsae(model);
  return {
    name: `${fold.name}_rank_${model.rank}`,
    pdb: model.pdb,
    sequence: fold.sequence,
    score: null,
    score_terms: {
      plddt: round(model.plddt.mean, 2),
      ...(model.ptm !== undefined ? { ptm: model.ptm } : {}),
      ...(model.iptm !== undefined ? { interaction_ptm: model.iptm } : {}),
      ...paeTerms(model),
      ...(Object.keys(ipsae).length ? { max_ipsae: ipsae } : {}),
      ...(rmsd !== null ? { rmsd: round(rmsd) } : {}),
    },
  };
}

/** The poses of a fold, named `<name>_rank_<n>`, and plain-language notes on how they were scored. */
export function foldingPoses(
  models: readonly PredictedModel[],
  fold: { name: string; sequence: string; reference: FoldingReference | null },
): { poses: EnginePose[]; notes: string[] } {
  const { ranked, byPlddt } = rankModels(models);
  const { reference } = fold;
  const rmsds = ranked.map((model) => (reference ? caRmsdToReference(model.pdb, reference) : null));
  const notes = byPlddt ? ['The models are ranked by mean pLDDT (the program does not rank them).'] : [];
  if (reference) {
    const residues = [...new Set(rmsds.map((r) => r!.residues))].join(' or ');
    notes.push(
      `RMSD: Cα RMSD to ${reference.name} after optimal superposition over ${residues} residues, paired by their position in the sequence.`,
    );
  }
  return { poses: ranked.map((model, i) => poseOf(model, fold, rmsds[i]?.rmsd ?? null)), notes };
}
