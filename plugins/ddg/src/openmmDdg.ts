/** DDG's molecular-mechanics engine in the job pipeline: the grid's '+' cells through `computeDdg`. */
import type { ActionEngine } from '@bench/sdk/model';
import { TASK, type DdgInput } from './model.ts';
import { computeDdg, ddgAvailable } from './physics/index.ts';
import { ddgTargets, scoreGrid, spreadGrid } from './targets.ts';

export const openmmDdg: ActionEngine<DdgInput> = {
  task: TASK,
  kind: 'openmm',
  available: ddgAvailable,
  async run(context) {
    const pose = context.poses[0];
    if (!pose) throw new Error('DDG needs one structure.');
    const targets = ddgTargets(pose.pdb, context.action.input.results);
    const run = await computeDdg(pose.pdb, targets, {
      signal: context.signal,
      progress: context.progress,
      workDir: context.workDir,
    });
    const refused = run.scores.flatMap((score) => ('error' in score ? [score.error] : []));
    if (refused.length === targets.length) throw new Error(refused.join(' '));
    const spreads = run.scores.map((score) =>
      'error' in score ? null : { spread: score.spread, repeats: score.repeats.length },
    );
    return {
      engine: 'openmm',
      grid: {
        values: scoreGrid(
          targets,
          run.scores.map((score) => ('error' in score ? null : score.ddg_kcal)),
        ),
        spreads: spreadGrid(targets, spreads),
      },
      method: run.method,
      notes: refused,
    };
  },
};
