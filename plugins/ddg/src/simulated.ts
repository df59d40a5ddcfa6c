/**
 * The simulated DDG engine: a BLOSUM62 dissimilarity plus seeded noise, so the workspace can be
 * tried where OpenMM is not installed. Not physics: its method says so and the tab shows it.
 */
import { blosum62, forEachStep, randomFor, SIMULATED_NOTE } from '@bench/engine-sim';
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
    const scores = await forEachStep(context, 'Scoring mutations', targets, (target) => {
      const random = randomFor(context.seed, target.position, target.mut);
      const dissimilarity = 4 - (blosum62(target.wt, target.mut) ?? 0);
      return 0.35 * dissimilarity + (random() - 0.5);
    });
    return {
      engine: 'simulated',
      grid: { values: scoreGrid(targets, scores) },
      method: { name: 'simulated', description: 'BLOSUM62 dissimilarity plus seeded noise; not a physical calculation.' },
      notes: [SIMULATED_NOTE, `${targets.length} mutation(s): ${targets.map(mutationLabel).join(', ')}`],
    };
  },
};
