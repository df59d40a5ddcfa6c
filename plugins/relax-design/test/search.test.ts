/** The real engine's sequence search (ProMod3 packing energy, OpenMM model) on crambin. */
import { canRun, detectOpenMM } from '@bench/openmm';
import { sequenceEnergies } from '@bench/family-design/engine';
import { designSearchSuite } from '@bench/family-design/testing';
import { engines } from '../src/engine.ts';
import { TASK } from '../src/model.ts';

const ready = await canRun(['openmm', 'pdbfixer', 'promod3']);
const detail = ready ? '' : (await detectOpenMM()).detail;

designSearchSuite(engines.find((e) => e.kind === 'openmm')!, {
  task: TASK,
  ready,
  detail,
  energies: sequenceEnergies,
  // a design's annealing schedule, not Relax's BENCH_MM_RELAX_STEPS (the suite sets 300)
  settings: { anneal_steps: 1000, anneal_cutoff_nm: 1.2 },
});
