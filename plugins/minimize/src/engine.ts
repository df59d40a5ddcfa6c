/**
 * Minimize's engines (server side). OpenMM: amber99sbildn + OBC implicit solvent, L-BFGS
 * minimisation (engine/minimize.py, on @bench/openmm); chosen when installed.
 *
 * Simulated: one result per source structure with small coordinate moves (0.05 Å) and synthetic
 * scores as after a minimisation.
 */
import { jitterAtoms, simulatedEngine } from '@bench/engine-sim';
import { openmmEngine, onePerSource } from '@bench/openmm';
import { TASK, type MinimizeInput } from './model.ts';

export const simulatedMinimize = simulatedEngine<MinimizeInput>({
  task: TASK,
  step: 'Minimizing',
  repeats: () => 1,
  derive: ({ pose, random }) => ({ pose: jitterAtoms(pose, 0.05, random), relaxation: 0.6 }),
});

export const engines = [
  openmmEngine({
    task: TASK,
    step: new URL('../engine/minimize.py', import.meta.url),
    needs: ['openmm', 'pdbfixer'],
    plan: onePerSource,
  }),
  simulatedMinimize,
];
