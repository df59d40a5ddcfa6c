/**
 * Relax's engines (server side). OpenMM: restrained Langevin annealing then minimisation, one
 * seeded trajectory per repeat (engine/relax.py, on @bench/openmm); chosen when installed.
 *
 * Simulated: `repeats` results per source structure, every atom moved (0.15 Å), synthetic scores
 * as after a full relax.
 */
import { jitterAtoms, simulatedEngine } from '@bench/engine-sim';
import { openmmEngine, repeatsPerSource } from '@bench/openmm';
import { TASK, type RelaxInput } from './model.ts';

export const simulatedRelax = simulatedEngine<RelaxInput>({
  task: TASK,
  step: 'Relaxing',
  derive: ({ pose, random }) => ({ pose: jitterAtoms(pose, 0.15, random), relaxation: 1 }),
});

export const engines = [
  openmmEngine({
    task: TASK,
    step: new URL('../engine/relax.py', import.meta.url),
    needs: ['openmm', 'pdbfixer'],
    plan: repeatsPerSource,
  }),
  simulatedRelax,
];
