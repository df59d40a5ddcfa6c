/**
 * Repack's engines (server side). OpenMM: ProMod3 side chains for every residue, then minimisation
 * (engine/repack.py, on @bench/openmm); chosen when installed.
 *
 * Simulated: `repeats` results per source structure; side-chain atoms move (0.25 Å), the backbone
 * stays exactly where it was, so the Cα RMSD is 0.
 */
import { isSideChainAtom, jitterAtoms, simulatedEngine } from '@bench/engine-sim';
import { openmmEngine } from '@bench/openmm';
import { TASK, type RepackInput } from './model.ts';
import { deterministicPerSource } from './plan.ts';

export const simulatedRepack = simulatedEngine<RepackInput>({
  task: TASK,
  step: 'Repacking',
  derive: ({ pose, random }) => ({
    pose: jitterAtoms(pose, 0.25, random, undefined, isSideChainAtom),
    relaxation: 0.2,
  }),
});

export const engines = [
  openmmEngine({
    task: TASK,
    step: new URL('../engine/repack.py', import.meta.url),
    needs: ['openmm', 'pdbfixer', 'promod3'],
    plan: deterministicPerSource,
  }),
  simulatedRepack,
];
