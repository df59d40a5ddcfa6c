/**
 * Prepare's engines (server side). OpenMM: PDBFixer (missing residues inside chains, missing
 * atoms, hydrogens at pH 7, nonstandard residues replaced, waters and heterogens removed)
 * (engine/prepare.py, on @bench/openmm); chosen when installed.
 *
 * Simulated: one result per source structure, a re-written copy of it (first model, one conformer
 * per residue) with tiny coordinate noise and synthetic scores. No hydrogens or missing atoms are
 * added: that needs a real engine (openmm/PDBFixer).
 */
import { mmJobEngines } from '@bench/family-molecular-mechanics/engine';
import { onePerSource } from '@bench/openmm';
import { TASK } from './model.ts';

export const engines = mmJobEngines({
  task: TASK,
  step: new URL('../engine/prepare.py', import.meta.url),
  needs: ['openmm', 'pdbfixer'],
  plan: onePerSource,
  simulated: { step: 'Preparing', sigma: 0.02, relaxation: 0.3, onePerSource: true },
});
