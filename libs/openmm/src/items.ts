/** Which result poses a job makes: the worker items per task family. */
import type { EngineContext } from '@bench/sdk/model';
import { repeatsOf, resultName, seedFrom, type SimPose } from '@bench/engine-sim';
import type { WorkerItem } from './protocol.ts';

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

/**
 * `repeats` results per source, each its own seeded item carrying the `args` its source gives (the
 * same for every repeat of a source): a job whose step reads per-source arguments.
 */
export function repeatsWithArgs<I>(
  argsOf: (context: EngineContext<I>, source: SimPose) => Record<string, unknown>,
): ItemPlanner<I> {
  return (context, sources, task) => {
    const args = sources.map((pose) => argsOf(context, pose));
    return {
      items: repeated(context, task, repeatsOf(context.action.input), (source) => ({ args: { ...args[source]! } })),
    };
  };
}
