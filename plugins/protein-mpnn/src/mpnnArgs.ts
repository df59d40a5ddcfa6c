/**
 * The form's fields as the ProteinMPNN step reads them (engine/protein_mpnn.py): number of designs,
 * sampling temperature, the chains to design (every chain but the fixed one) and the fixed
 * residues by PDB identity (chain + residue number + insertion code). The spec's form has no model,
 * omitted-letter or bias fields: the step picks ProteinMPNN, or LigandMPNN where ligands are kept.
 */
import { numericInput } from '@bench/action-kit';
import type { SimPose } from '@bench/engine-sim';
import { keptPositions } from './kept.ts';
import { samplingTemperature, type ProteinMpnnInput } from './model.ts';

export interface MpnnArgs {
  designs: number;
  temperature: number;
  /** the chains to design; null designs every chain */
  chains: string[] | null;
  /** residues kept as they are: 'A12', 'H100B' */
  fixed: string[];
}

export function mpnnArgs(
  input: ProteinMpnnInput,
  selectors: Readonly<Record<string, readonly number[]>>,
  pose: SimPose,
): MpnnArgs {
  const sequenced = pose.residues.filter((r) => r.position !== null && (r.type === 'caa' || r.type === 'ncaa'));
  const chains = [...new Set(sequenced.map((r) => r.chain))];
  const fixedChain = input.use_fixed_chain ? input.fixed_chain : null;
  if (fixedChain && !chains.includes(fixedChain)) throw new Error(`Chain ${fixedChain} is not in the structure.`);
  const kept = keptPositions(input, selectors, new Map(sequenced.map((r) => [r.position!, r.chain] as const)));
  return {
    designs: Math.max(1, Math.floor(numericInput(input.n_mpnn_designs))),
    temperature: Math.max(0, samplingTemperature(input.sampling_temp)),
    chains: fixedChain ? chains.filter((c) => c !== fixedChain) : null,
    // the fixed chain is left out of `chains`; its residues need no listing
    fixed: sequenced
      .filter((r) => kept.has(r.position!) && r.chain !== fixedChain)
      .map((r) => `${r.chain}${r.resid}${r.icode}`),
  };
}
