/**
 * Relax Design's engines (server side). OpenMM: like Design, then restrained annealing of the
 * whole structure and minimisation (engine/relax_design.py, on @bench/openmm); chosen when installed.
 *
 * Simulated: like Design (exactly the enabled letters), then every atom moved (0.15 Å) with
 * synthetic scores as after a full relax.
 */
import { designedPose, simulatedEngine } from '@bench/engine-sim';
import { openmmEngine, designRepeats } from '@bench/openmm';
import { TASK, type RelaxDesignInput } from './model.ts';

export const simulatedRelaxDesign = simulatedEngine<RelaxDesignInput>({
  task: TASK,
  step: 'Designing and relaxing',
  derive: ({ context, pose, random }) =>
    designedPose(pose, context.action.input.mutations, random, { globalSigma: 0.15, relaxation: 1 }),
});

export const engines = [
  openmmEngine({
    task: TASK,
    step: new URL('../engine/relax_design.py', import.meta.url),
    needs: ['openmm', 'pdbfixer', 'promod3'],
    plan: designRepeats,
  }),
  simulatedRelaxDesign,
];
