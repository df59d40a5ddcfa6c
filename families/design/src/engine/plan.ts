/** The design family's worker items: per repeat a seeded sequence search over the source's design positions. */
import { enabledLetters, type MutationsInput } from '@bench/action-kit';
import { name3Of, type SimPose } from '@bench/engine-sim';
import { type ItemPlanner, repeatsWithArgs, type WorkerMutation } from '@bench/openmm';
import { settingValue } from '@bench/sdk/model';
import { sequenceWeightSetting } from '../settings.ts';

/** What a design item's `args` carry: the positions to search and the residues never repacked. */
export interface DesignArgs {
  /** each designable residue with exactly its enabled residue types (three-letter names) */
  positions: (WorkerResidue & { letters: string[] })[];
  /** residues flagged prevent_repacking */
  keep: WorkerResidue[];
}

export type WorkerResidue = Omit<WorkerMutation, 'name3'>;

/** The design positions of a source: amino-acid residues with enabled letters, and the kept ones. */
export function designArgs(pose: SimPose, mutations: MutationsInput | undefined): DesignArgs {
  const args: DesignArgs = { positions: [], keep: [] };
  for (const residue of pose.residues) {
    const entry = residue.position === null ? undefined : mutations?.[String(residue.position)];
    if (!entry || (residue.type !== 'caa' && residue.type !== 'ncaa')) continue;
    const id = { chain: residue.chain, resid: residue.resid, icode: residue.icode.trim() };
    const letters = enabledLetters(entry.mutations);
    if (letters.length > 0) args.positions.push({ ...id, letters: letters.map(name3Of) });
    if (entry.prevent_repacking) args.keep.push(id);
  }
  return args;
}

/**
 * `repeats` designs per source: each repeat is its own seeded sequence search (the step's simulated
 * annealing over exactly the enabled letters, python/sequence_search.py) — the plan sends the
 * designable residues with their letters, the prevent-repacking residues and the weight of the
 * search's sequence term as `args`.
 */
export const designRepeats: ItemPlanner<{ mutations?: MutationsInput }> = repeatsWithArgs((context, pose) => ({
  ...designArgs(pose, context.action.input.mutations),
  sequence_weight: settingValue(context.settings, sequenceWeightSetting),
}));
