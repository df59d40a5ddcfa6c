/**
 * The simulated DDG engine: a BLOSUM62 dissimilarity plus seeded noise, so the workspace can be
 * tried where OpenMM is not installed. Each mutation is drawn BENCH_DDG_REPEATS times with different
 * seeds, like the physical engine's repeats, giving a mean and a spread. Not physics: its method
 * says so and the tab shows it.
 */
import { forEachStep, randomFor } from '@bench/engine-sim';
import { simulatedStabilityChange } from '@bench/family-mutation-scan/engine';
import type { ActionEngine } from '@bench/sdk/model';
import { TASK, type DdgInput } from './model.ts';
import { ddgRepeats } from './physics/index.ts';
import { ddgTargets, mutationLabel, scoreGrid, spreadGrid } from './targets.ts';

/** The mean and the (population) standard deviation of `values`, as the physical engine reports its repeats. */
function meanAndSpread(values: readonly number[]): { mean: number; spread: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return { mean, spread: Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length) };
}

export const simulatedDdg: ActionEngine<DdgInput> = {
  task: TASK,
  kind: 'simulated',
  async run(context) {
    const pose = context.poses[0];
    if (!pose) throw new Error('DDG needs one structure.');
    const targets = ddgTargets(pose.pdb, context.action.input.results);
    const repeats = ddgRepeats();
    const draws = await forEachStep(context, 'Scoring mutations', targets, (target) =>
      meanAndSpread(
        Array.from({ length: repeats }, (_, repeat) =>
          simulatedStabilityChange(target.wt, target.mut, randomFor(context.seed, target.position, target.mut, repeat)),
        ),
      ),
    );
    return {
      engine: 'simulated',
      grid: {
        values: scoreGrid(
          targets,
          draws.map((d) => d.mean),
        ),
        spreads: spreadGrid(
          targets,
          draws.map((d) => ({ spread: d.spread, repeats })),
        ),
      },
      method: {
        name: 'simulated',
        description: 'BLOSUM62 dissimilarity plus seeded noise, drawn once per repeat; not a physical calculation.',
        repeats,
      },
      notes: [`${targets.length} mutation(s): ${targets.map(mutationLabel).join(', ')}`],
    };
  },
};
