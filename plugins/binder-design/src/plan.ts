/** What a binder design builds: the interface residues, the binder length range and the number of designs. */
import { numericInput } from '@bench/action-kit';
import type { PoseResidue, SimPose } from '@bench/engine-sim';
import type { EngineContext } from '@bench/sdk/model';
import { parseDiffusionParameters } from './diffusionArgs.ts';
import type { BinderDesignInput } from './model.ts';

export interface BinderPlan {
  interfaceResidues: PoseResidue[];
  minLength: number;
  maxLength: number;
  designs: number;
}

/** What to build, from the basic inputs or (advanced mode) from the parameter lines. */
export function plan(pose: SimPose, input: BinderDesignInput, selectors: EngineContext['selectors']): BinderPlan {
  const polymer = pose.residues.filter((r) => r.position !== null);
  const advanced = input.is_advanced_mode ? parseDiffusionParameters(input.rf_diffusion_parameters ?? '') : null;
  let interfaceResidues: PoseResidue[];
  if (advanced?.contig) {
    const { chain, start, end } = advanced.contig;
    interfaceResidues = polymer.filter((r) => r.chain === chain && r.resid >= start && r.resid <= end);
    if (!interfaceResidues.length)
      throw new Error(`The contig names residues ${chain}${start}-${end}, which are not in the structure.`);
  } else {
    const positions = new Set(input.interface_selector ? (selectors[input.interface_selector] ?? []) : []);
    interfaceResidues = positions.size
      ? polymer.filter((r) => positions.has(r.position!))
      : polymer.filter((r) => r.chain === polymer[0]?.chain);
  }
  const minLength = advanced?.contig?.minLength ?? numericInput(input.min_binder_length);
  const maxLength = advanced?.contig?.maxLength ?? numericInput(input.max_binder_length);
  const designs = advanced?.designs ?? numericInput(input.n_binder_designs);
  if (!(minLength >= 1 && maxLength >= minLength && designs >= 1))
    throw new Error('The binder length range or number of designs is not usable.');
  return {
    interfaceResidues,
    minLength: Math.floor(minLength),
    maxLength: Math.floor(maxLength),
    designs: Math.floor(designs),
  };
}
