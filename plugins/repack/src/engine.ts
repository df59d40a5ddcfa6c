/**
 * Repack's engines (server side). OpenMM: ProMod3 side chains for every residue, then minimisation
 * (sdk/src/jobs/openmm); chosen when installed.
 *
 * Simulated: `repeats` results per source structure; side-chain atoms move (0.25 Å), the backbone
 * stays exactly where it was, so the Cα RMSD is 0.
 */
import { isSideChainAtom, jitterAtoms, simulatedEngine, type ActionEngine } from '@bench/sdk';
import { openmmEngine, deterministicPerSource } from '@bench/sdk/openmm';
import { TASK, type RepackInput } from './model.ts';

export const simulatedRepack = simulatedEngine<RepackInput>({
  task: TASK,
  step: 'Repacking',
  derive: ({ pose, random }) => ({ pose: jitterAtoms(pose, 0.25, random, undefined, isSideChainAtom), relaxation: 0.2 }),
});

export const engines: ActionEngine<any>[] = [openmmEngine(TASK, deterministicPerSource), simulatedRepack];
