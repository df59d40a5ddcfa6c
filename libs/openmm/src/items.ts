/** Which result poses a job makes: the worker items per task family. */
import type { MutationsInput } from '@bench/action-kit';
import type { EngineContext } from '@bench/sdk/model';
import { name3Of, randomFor, repeatsOf, resultName, sampleMutations, seedFrom, type SimPose } from '@bench/engine-sim';
import type { WorkerItem, WorkerMutation } from './protocol.ts';

export interface ItemPlan {
  items: WorkerItem[];
  notes?: string[];
}

/** Plans a job's items from its context and the parsed source poses. */
export type ItemPlanner<I> = (context: EngineContext<I>, sources: readonly SimPose[], task: string) => ItemPlan;

// OpenMM reads seeds as positive 32-bit ints, and 0 means 'pick one at random'.
const workerSeed = (...parts: (string | number)[]): number => seedFrom(...parts) % 0x7fffffff || 1;

function repeated(context: EngineContext<unknown>, task: string, count: number, extra: (source: number, repeat: number) => Partial<WorkerItem> = () => ({})): WorkerItem[] {
  return context.poses.flatMap((pose, source) =>
    Array.from({ length: count }, (_, repeat) => ({ source, name: resultName(pose.name, repeat), seed: workerSeed(context.seed, task, pose._id, repeat), ...extra(source, repeat) })),
  );
}

/** One result per source structure (Prepare, Minimize). */
export const onePerSource: ItemPlanner<unknown> = (context, _sources, task) => ({ items: repeated(context, task, 1) });

/** `repeats` results per source, each its own seeded trajectory (Relax). */
export const repeatsPerSource: ItemPlanner<unknown> = (context, _sources, task) => ({ items: repeated(context, task, repeatsOf(context.action.input)) });

/** One result per source however many repeats were asked: the packer is deterministic (Repack). */
export const deterministicPerSource: ItemPlanner<unknown> = (context, _sources, task) => {
  const repeats = repeatsOf(context.action.input);
  const notes = repeats > 1 ? [`ProMod3 packs side chains deterministically: one result per structure instead of ${repeats} identical repeats.`] : [];
  return { items: repeated(context, task, 1), notes };
};

/**
 * `repeats` designs per source: each samples one of exactly the enabled letters at every
 * designed position (the sdk sampler, seeded like the simulated engines) and sends the residues
 * that change.
 */
export const designRepeats: ItemPlanner<{ mutations?: MutationsInput }> = (context, sources, task) => ({
  items: repeated(context, task, repeatsOf(context.action.input), (source, repeat) => {
    const pose = sources[source]!;
    const chosen = sampleMutations(pose, context.action.input.mutations, randomFor(context.seed, task, context.poses[source]!._id, repeat));
    const mutations: WorkerMutation[] = [];
    for (const residue of pose.residues) {
      const letter = residue.position === null ? undefined : chosen.get(residue.position);
      if (letter && letter !== residue.letter) mutations.push({ chain: residue.chain, resid: residue.resid, icode: residue.icode.trim(), name3: name3Of(letter) });
    }
    return { mutations };
  }),
});
