/** `openmmEngine`: a plugin's molecular-mechanics engine from its task and an item planner. */
import type { ActionEngine } from '@bench/sdk/model';
import { readPose } from '@bench/engine-sim';
import type { ItemPlanner } from './items.ts';
import type { WorkerReply, WorkerRequest } from './protocol.ts';
import { engineResult, type ParsedSource } from './result.ts';
import { canRun, runWorker } from './runner.ts';
import { mmSettings } from './settings.ts';

export function openmmEngine<I>(task: string, plan: ItemPlanner<I>): ActionEngine<I> {
  return {
    task,
    kind: 'openmm',
    available: () => canRun(task),
    async run(context) {
      const settings = mmSettings();
      const sources: ParsedSource[] = context.poses.map((source) => {
        try {
          return { name: source.name, pose: readPose(source.pdb) };
        } catch (error) {
          throw new Error(`${source.name}: ${(error as Error).message}`);
        }
      });
      const { items, notes } = plan(context, sources.map((s) => s.pose), task);
      const request: WorkerRequest = { task, settings, sources: context.poses.map(({ name, pdb }) => ({ name, pdb })), items };
      const reply = await runWorker<WorkerReply>(request, { signal: context.signal, progress: context.progress, cwd: context.workDir });
      return engineResult(reply, sources, items, notes);
    },
  };
}
