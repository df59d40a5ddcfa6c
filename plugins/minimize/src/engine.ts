/**
 * Minimize's engines (server side). OpenMM: amber99sbildn + OBC implicit solvent, L-BFGS
 * minimisation (engine/minimize.py, on @bench/openmm); chosen when installed.
 *
 * Simulated: one result per source structure with small coordinate moves (0.05 Å) and synthetic
 * scores as after a minimisation.
 */
import { mmJobEngines } from '@bench/family-molecular-mechanics/engine';
import { onePerSource } from '@bench/openmm';
import { TASK } from './model.ts';

export const engines = mmJobEngines({
  task: TASK,
  step: new URL('../engine/minimize.py', import.meta.url),
  needs: ['openmm', 'pdbfixer'],
  plan: onePerSource,
  simulated: { step: 'Minimizing', sigma: 0.05, relaxation: 0.6, onePerSource: true },
});
