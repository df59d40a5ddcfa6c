/** Which result poses a Repack job makes (the OpenMM engine's planner). */
import { repeatsOf } from '@bench/engine-sim';
import { onePerSource, type ItemPlanner } from '@bench/openmm';

/** One result per source however many repeats were asked: the packer is deterministic (Repack). */
export const deterministicPerSource: ItemPlanner<unknown> = (context, sources, task) => {
  const repeats = repeatsOf(context.action.input);
  const notes =
    repeats > 1
      ? [
          `ProMod3 packs side chains deterministically: one result per structure instead of ${repeats} identical repeats.`,
        ]
      : [];
  return { items: onePerSource(context, sources, task).items, notes };
};
