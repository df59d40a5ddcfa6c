/** Progress, cancellation and results for simulated engines. */
import {
  SIMULATED_NOTE,
  type EngineContext,
  type EnginePose,
  type EngineResult,
  type ScoreDeclarations,
} from '@bench/sdk/model';
import { caRmsd } from './geometry.ts';
import { poseSequence, writePose, type SimPose } from './pose.ts';
import type { Random } from './prng.ts';
import { SIMULATED_SCORE_DECLARATIONS, simulatedScore } from './scores.ts';

/** The note every simulated result carries (the sdk's, which the UI's Simulated badges show too). */
export { SIMULATED_NOTE };
export const SIMULATED_REMARK = 'SIMULATED POSE: DERIVED FROM THE SOURCE STRUCTURE, NOT MODELLED';

export class JobCancelledError extends Error {
  constructor() {
    super('The job was cancelled.');
    this.name = 'JobCancelledError';
  }
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new JobCancelledError();
}

/** Lets the event loop breathe between steps so cancels and progress get through. */
function breathe(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` over the items in order with an abort check before each and progress after each
 * (0..100 over the whole list).
 */
export async function forEachStep<T, R>(
  context: Pick<EngineContext, 'progress' | 'signal'>,
  step: string,
  items: readonly T[],
  work: (item: T, index: number) => R | Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  context.progress(step, 0);
  for (const [index, item] of items.entries()) {
    throwIfAborted(context.signal);
    results.push(await work(item, index));
    context.progress(step, Math.round((100 * (index + 1)) / items.length));
    await breathe();
  }
  return results;
}

/** A pose of the results collection: PDB text, sequence, synthetic score, real Cα RMSD to the source. */
export function resultPose(name: string, pose: SimPose, source: SimPose, random: Random, relaxation = 0): EnginePose {
  const { score, score_terms } = simulatedScore(pose, random, relaxation);
  const rms = caRmsd(pose, source);
  return {
    name,
    pdb: writePose(pose, [SIMULATED_REMARK]),
    sequence: poseSequence(pose),
    score,
    rms: rms === null ? null : Math.round(rms * 1000) / 1000,
    score_terms: { ...score_terms, engine: 'simulated' },
  };
}

/** Rosetta-style result names: source name, then the repeat as 4 digits ('1crn_0001'). */
export function resultName(sourceName: string, repeat: number): string {
  return `${sourceName}_${String(repeat + 1).padStart(4, '0')}`;
}

/**
 * A simulated engine's result. `declarations` name the units of the numbers its poses carry;
 * the default is `resultPose`'s (REU terms, Å RMSD), an engine writing other numbers gives its own.
 */
export function simulatedResult(
  poses: EnginePose[],
  extra: Partial<EngineResult> = {},
  declarations: ScoreDeclarations = SIMULATED_SCORE_DECLARATIONS,
): EngineResult {
  return {
    ...extra,
    engine: 'simulated',
    collection: { poses, declarations },
    notes: [SIMULATED_NOTE, ...(extra.notes ?? [])],
  };
}
