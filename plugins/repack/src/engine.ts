/**
 * Repack's engines (server side). OpenMM: ProMod3 side chains for every residue, then minimisation
 * (engine/repack.py, on @bench/openmm); chosen when installed.
 *
 * Simulated: `repeats` results per source structure; side-chain atoms move (0.25 Å), the backbone
 * stays exactly where it was, so the Cα RMSD is 0.
 */
import { isSideChainAtom } from '@bench/engine-sim';
import { mmJobEngines } from '@bench/family-molecular-mechanics/engine';
import { TASK } from './model.ts';
import { deterministicPerSource } from './plan.ts';

export const engines = mmJobEngines({
  task: TASK,
  step: new URL('../engine/repack.py', import.meta.url),
  needs: ['openmm', 'pdbfixer', 'promod3'],
  plan: deterministicPerSource,
  simulated: { step: 'Repacking', sigma: 0.25, relaxation: 0.2, atoms: isSideChainAtom },
});
