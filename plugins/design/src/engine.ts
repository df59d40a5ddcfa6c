/**
 * Design's engines (server side). OpenMM: per repeat a sequence from exactly the enabled
 * mutations, ProMod3 side chains for the mutated residues, minimisation (engine/design.py, on @bench/openmm);
 * chosen when installed.
 *
 * Simulated: `repeats` results per source structure; each designed position gets one of exactly
 * its enabled letters, other positions keep their residue; designed side chains are stubs
 * (backbone + Cβ), the backbone does not move.
 */
import { simulatedEngine } from '@bench/engine-sim';
import { openmmEngine } from '@bench/openmm';
import { DESIGN_PYTHON, designedPose, designRepeats } from '@bench/family-design/engine';
import { TASK, type DesignActionInput } from './model.ts';

export const simulatedDesign = simulatedEngine<DesignActionInput>({
  task: TASK,
  step: 'Designing',
  derive: ({ context, pose, random }) =>
    designedPose(pose, context.action.input.mutations, random, { sideChainSigma: 0.2, relaxation: 0.3 }),
});

export const engines = [
  openmmEngine({
    task: TASK,
    step: new URL('../engine/design.py', import.meta.url),
    python: [DESIGN_PYTHON],
    needs: ['openmm', 'pdbfixer', 'promod3'],
    plan: designRepeats,
  }),
  simulatedDesign,
];
