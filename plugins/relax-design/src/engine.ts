/**
 * Relax Design's engines (server side). OpenMM: like Design, then restrained annealing of the
 * whole structure and minimisation (engine/relax_design.py, on @bench/openmm); chosen when installed.
 *
 * Simulated: like Design (exactly the enabled letters), then every atom moved (0.15 Å) with
 * synthetic scores as after a full relax.
 */
import { simulatedEngine } from '@bench/engine-sim';
import { openmmEngine } from '@bench/openmm';
import { DESIGN_PYTHON, designedPose, designRepeats } from '@bench/family-design/engine';
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
    python: [DESIGN_PYTHON],
    needs: ['openmm', 'pdbfixer', 'promod3'],
    plan: designRepeats,
  }),
  simulatedRelaxDesign,
];
