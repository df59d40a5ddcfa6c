/**
 * Loop Rebuild's engines (server side). Simulated: `repeats` results per source structure; the
 * loop (the selector's positions) is turned about the axis through its flanking Cα atoms by a
 * seeded angle (up to ±50°); its side chains get 0.15 Å noise and its backbone 0.02 Å. The verification is computed for real
 * on the results: loop_broken when any Cα–Cα step in or next to the loop is longer than 4 Å.
 */
import { crankshaftLoop, isSideChainAtom, jitterAtoms, maxCaStep, simulatedEngine } from '@bench/engine-sim';
import type { EngineContext } from '@bench/sdk/model';
import { TASK, type LoopRebuildInput } from './model.ts';

/** Cα–Cα distances above this break a loop (spec 1 §8). */
export const MAX_CA_STEP = 4;
const MAX_ANGLE = (50 * Math.PI) / 180;

export function loopOf(context: EngineContext<LoopRebuildInput>): { first: number; last: number; positions: Set<number> } {
  const id = context.action.input.selector;
  const positions = id ? context.selectors[id] : undefined;
  if (!positions || positions.length === 0) throw new Error('The loop selector of this action was not found.');
  return { first: Math.min(...positions), last: Math.max(...positions), positions: new Set(positions) };
}

export const simulatedLoopRebuild = simulatedEngine<LoopRebuildInput>({
  task: TASK,
  step: 'Rebuilding loops',
  derive: ({ context, pose, random }) => {
    const { first, last, positions } = loopOf(context);
    const turned = crankshaftLoop(pose, first, last, (2 * random() - 1) * MAX_ANGLE);
    const sideChains = jitterAtoms(turned, 0.15, random, positions, isSideChainAtom);
    return { pose: jitterAtoms(sideChains, 0.02, random, positions, (name) => !isSideChainAtom(name)), relaxation: 0.5 };
  },
  verify: (context, results) => {
    const { first, last } = loopOf(context);
    const broken = results.some(({ pose }) => maxCaStep(pose, first, last) > MAX_CA_STEP);
    return broken ? { verified: false, message: 'loop_broken' } : { verified: true, message: null };
  },
});

export const engines = [simulatedLoopRebuild];
