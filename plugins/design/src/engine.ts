/**
 * Design's engines (server side). OpenMM: per repeat a sequence from exactly the enabled
 * mutations, ProMod3 side chains for the mutated residues, minimisation (engine/design.py, on @bench/openmm);
 * chosen when installed.
 *
 * Simulated: `repeats` results per source structure; each designed position gets one of exactly
 * its enabled letters, other positions keep their residue; designed side chains are stubs
 * (backbone + Cβ), the backbone does not move.
 */
import { designedPose, simulatedEngine } from '@bench/engine-sim';
import { openmmEngine, designRepeats } from '@bench/openmm';
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
    needs: ['openmm', 'pdbfixer', 'promod3'],
    plan: designRepeats,
  }),
  simulatedDesign,
];
