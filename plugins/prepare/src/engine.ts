/**
 * Prepare's engines (server side). OpenMM: PDBFixer (missing residues inside chains, missing
 * atoms, hydrogens at pH 7, nonstandard residues replaced, waters and heterogens removed)
 * (engine/prepare.py, on @bench/openmm); chosen when installed.
 *
 * Simulated: one result per source structure, a re-written copy of it (first model, one conformer
 * per residue) with tiny coordinate noise and synthetic scores. No hydrogens or missing atoms are
 * added: that needs a real engine (openmm/PDBFixer).
 */
import { jitterAtoms, simulatedEngine } from '@bench/engine-sim';
import { openmmEngine, onePerSource } from '@bench/openmm';
import { TASK, type PrepareInput } from './model.ts';

export const simulatedPrepare = simulatedEngine<PrepareInput>({
  task: TASK,
  step: 'Preparing',
  repeats: () => 1,
  derive: ({ pose, random }) => ({ pose: jitterAtoms(pose, 0.02, random), relaxation: 0.3 }),
});

export const engines = [
  openmmEngine({
    task: TASK,
    step: new URL('../engine/prepare.py', import.meta.url),
    needs: ['openmm', 'pdbfixer'],
    plan: onePerSource,
  }),
  simulatedPrepare,
];
