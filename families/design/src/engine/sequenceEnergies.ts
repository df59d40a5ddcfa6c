/**
 * The sequence search's packing energy of given sequences (python/sequence_energies.py): for tests
 * and benchmarks that compare designs with other sequences on the scale the search optimises.
 */
import { fileURLToPath } from 'node:url';
import { mmSettings, runWorker } from '@bench/openmm';
import { DESIGN_PYTHON } from './python.ts';
import type { DesignArgs } from './plan.ts';

const STEP = fileURLToPath(new URL('sequence_energies.py', DESIGN_PYTHON));

/** Energies of `sequences` (three-letter names in the order of `args.positions`) on `pdb`; `seed` as the design item's. */
export async function sequenceEnergies(
  pdb: string,
  args: DesignArgs,
  sequences: readonly (readonly string[])[],
  seed = 1,
): Promise<number[]> {
  const request = {
    task: 'sequence_energies',
    step: STEP,
    paths: [fileURLToPath(DESIGN_PYTHON)],
    settings: mmSettings(),
    sources: [{ name: 'source', pdb }],
    items: [{ source: 0, name: 'energies', seed, args: { ...args, sequences } }],
  };
  const reply = await runWorker<{ poses: { energies: number[] }[] }>(request);
  return reply.poses[0]!.energies;
}
