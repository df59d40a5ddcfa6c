/** Which result poses a job makes: the worker items per task family. */
import { enabledLetters, type MutationsInput } from '@bench/action-kit';
import type { EngineContext } from '@bench/sdk/model';
import { name3Of, repeatsOf, resultName, seedFrom, type SimPose } from '@bench/engine-sim';
import type { WorkerItem, WorkerMutation } from './protocol.ts';

export interface ItemPlan {
  items: WorkerItem[];
  notes?: string[];
}

/** Plans a job's items from its context and the parsed source poses. */
export type ItemPlanner<I> = (context: EngineContext<I>, sources: readonly SimPose[], task: string) => ItemPlan;

// OpenMM reads seeds as positive 32-bit ints, and 0 means 'pick one at random'.
const workerSeed = (...parts: (string | number)[]): number => seedFrom(...parts) % 0x7fffffff || 1;

function repeated(
  context: EngineContext<unknown>,
  task: string,
  count: number,
  extra: (source: number, repeat: number) => Partial<WorkerItem> = () => ({}),
): WorkerItem[] {
  return context.poses.flatMap((pose, source) =>
    Array.from({ length: count }, (_, repeat) => ({
      source,
      name: resultName(pose.name, repeat),
      seed: workerSeed(context.seed, task, pose._id, repeat),
      ...extra(source, repeat),
    })),
  );
}

/** One result per source structure (Prepare, Minimize). */
export const onePerSource: ItemPlanner<unknown> = (context, _sources, task) => ({ items: repeated(context, task, 1) });

/** `repeats` results per source, each its own seeded trajectory (Relax). */
export const repeatsPerSource: ItemPlanner<unknown> = (context, _sources, task) => ({
  items: repeated(context, task, repeatsOf(context.action.input)),
});

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
 * `repeats` designs per source: each repeat is its own seeded sequence search (the step's
 * simulated annealing over exactly the enabled letters, libs/openmm/README.md) — the plan sends
 * the designable residues with their letters and the prevent-repacking residues as `args`.
 */
export const designRepeats: ItemPlanner<{ mutations?: MutationsInput }> = (context, sources, task) => {
  const args = sources.map((pose) => designArgs(pose, context.action.input.mutations));
  return {
    items: repeated(context, task, repeatsOf(context.action.input), (source) => ({ args: { ...args[source]! } })),
  };
};
