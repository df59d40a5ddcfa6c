/**
 * The simulated DDG engine: a BLOSUM62 dissimilarity plus seeded noise, so the workspace can be
 * tried where OpenMM is not installed. Not physics: its method says so and the tab shows it.
 */
import { forEachStep, randomFor, simulatedStabilityChange } from '@bench/engine-sim';
import type { ActionEngine } from '@bench/sdk/model';
import { TASK, type DdgInput } from './model.ts';
import { ddgTargets, mutationLabel, scoreGrid } from './targets.ts';

export const simulatedDdg: ActionEngine<DdgInput> = {
  task: TASK,
  kind: 'simulated',
  async run(context) {
    const pose = context.poses[0];
    if (!pose) throw new Error('DDG needs one structure.');
    const targets = ddgTargets(pose.pdb, context.action.input.results);
    const scores = await forEachStep(context, 'Scoring mutations', targets, (target) =>
      simulatedStabilityChange(target.wt, target.mut, randomFor(context.seed, target.position, target.mut)),
    );
    return {
      engine: 'simulated',
      grid: { values: scoreGrid(targets, scores) },
      method: { name: 'simulated', description: 'BLOSUM62 dissimilarity plus seeded noise; not a physical calculation.' },
      notes: [`${targets.length} mutation(s): ${targets.map(mutationLabel).join(', ')}`],
    };
  },
};
