/** `openmmEngine`: a plugin's molecular-mechanics engine from its task, its step file and an item planner. */
import { fileURLToPath } from 'node:url';
import type { ActionEngine } from '@bench/sdk/model';
import { readPose } from '@bench/engine-sim';
import type { ItemPlanner } from './items.ts';
import type { MmModule, WorkerPose, WorkerReply, WorkerRequest } from './protocol.ts';
import { engineResult, type ParsedSource } from './result.ts';
import { runWorkerItems } from './parallel.ts';
import { canRun } from './runner.ts';
import { mmSettings } from './settings.ts';

export interface OpenMMStep<I> {
  task: string;
  /** the plugin's step file, e.g. `new URL('../engine/relax.py', import.meta.url)` */
  step: URL;
  /** folders of Python modules the step imports beside the building blocks, e.g. its family's python/ */
  python?: readonly URL[];
  /** the Python modules the step imports; the engine is available only where all of them do */
  needs: readonly MmModule[];
  plan: ItemPlanner<I>;
}

export function openmmEngine<I>({ task, step, python = [], needs, plan }: OpenMMStep<I>): ActionEngine<I> {
  const stepPath = fileURLToPath(step);
  const paths = python.map((folder) => fileURLToPath(folder));
  return {
    task,
    kind: 'openmm',
    available: () => canRun(needs),
    async run(context) {
      const settings = mmSettings();
      const sources: ParsedSource[] = context.poses.map((source) => {
        try {
          return { name: source.name, pose: readPose(source.pdb) };
        } catch (error) {
          throw new Error(`${source.name}: ${(error as Error).message}`);
        }
      });
      const { items, notes } = plan(
        context,
        sources.map((s) => s.pose),
        task,
      );
      const request: WorkerRequest = {
        task,
        step: stepPath,
        ...(paths.length ? { paths } : {}),
        settings,
        sources: context.poses.map(({ name, pdb }) => ({ name, pdb })),
        items,
      };
      const reply: WorkerReply = await runWorkerItems<WorkerPose>(request, {
        signal: context.signal,
        progress: (step, done) => context.progress(step, (100 * done) / items.length),
        cwd: context.workDir,
      });
      return engineResult(reply, sources, items, notes);
    },
  };
}
