/**
 * A simulated engine for the jobs that turn each source pose into `repeats` result poses. The
 * plugin says how one result is derived; the loop, seeds, progress, cancellation, scoring, RMSD
 * and the `engine: 'simulated'` marks are done here once.
 */
import type { ActionEngine, EngineContext, EnginePose, EngineResult, EngineSourcePose } from '@bench/sdk/model';
import { numericInput } from '@bench/action-kit';
import { readPose, type SimPose } from './pose.ts';
import { randomFor, type Random } from './prng.ts';
import { forEachStep, resultName, resultPose, simulatedResult } from './run.ts';

export interface DeriveArgs<I> {
  context: EngineContext<I>;
  source: EngineSourcePose;
  pose: SimPose;
  /** 0-based repeat */
  repeat: number;
  random: Random;
}

export interface Derived {
  pose: SimPose;
  /** 0 (as built) to 1 (fully relaxed): how far the synthetic scores move */
  relaxation?: number;
}

export interface SimulatedEngineSpec<I> {
  task: string;
  /** the progress step shown while it runs, e.g. 'Relaxing' */
  step: string;
  /** results per source pose (default: input.repeats, at least 1) */
  repeats?(input: I): number;
  derive(args: DeriveArgs<I>): Derived;
  /** a verdict over all results (loop rebuild) */
  verify?(context: EngineContext<I>, results: { source: SimPose; pose: SimPose }[]): EngineResult['verification'];
}

export function repeatsOf(input: unknown): number {
  const n = numericInput((input as { repeats?: unknown } | null)?.repeats);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export function simulatedEngine<I>(spec: SimulatedEngineSpec<I>): ActionEngine<I> {
  return {
    task: spec.task,
    kind: 'simulated',
    available: async () => true,
    async run(context) {
      const count = spec.repeats ? spec.repeats(context.action.input) : repeatsOf(context.action.input);
      const jobs = context.poses.flatMap((source) =>
        Array.from({ length: count }, (_, repeat) => ({ source, repeat })),
      );
      const sources = new Map<string, SimPose>();
      const made: { source: SimPose; pose: SimPose }[] = [];
      const poses: EnginePose[] = await forEachStep(context, spec.step, jobs, ({ source, repeat }) => {
        let pose = sources.get(source._id);
        if (!pose) sources.set(source._id, (pose = readPose(source.pdb)));
        const random = randomFor(context.seed, spec.task, source._id, repeat);
        const derived = spec.derive({ context, source, pose, repeat, random });
        made.push({ source: pose, pose: derived.pose });
        return resultPose(resultName(source.name, repeat), derived.pose, pose, random, derived.relaxation);
      });
      return simulatedResult(poses, spec.verify ? { verification: spec.verify(context, made) } : {});
    },
  };
}
