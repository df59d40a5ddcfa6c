/**
 * Relax's engines (server side). OpenMM: restrained Langevin annealing then minimisation, one
 * seeded trajectory per repeat (engine/relax.py, on @bench/openmm); chosen when installed.
 *
 * Simulated: `repeats` results per source structure, every atom moved (0.15 Å), synthetic scores
 * as after a full relax.
 */
import { mmJobEngines } from '@bench/family-molecular-mechanics/engine';
import { repeatsPerSource } from '@bench/openmm';
import { TASK } from './model.ts';

export const engines = mmJobEngines({
  task: TASK,
  step: new URL('../engine/relax.py', import.meta.url),
  needs: ['openmm', 'pdbfixer'],
  plan: repeatsPerSource,
  simulated: { step: 'Relaxing', sigma: 0.15, relaxation: 1 },
});
