/**
 * The sequence search's packing energy of given sequences (src/steps/sequence_energies.py): for tests
 * and benchmarks that compare designs with other sequences on the scale the search optimises.
 */
import { fileURLToPath } from 'node:url';
import type { DesignArgs } from './items.ts';
import { runWorker } from './runner.ts';
import { mmSettings } from './settings.ts';

const STEP = fileURLToPath(new URL('./steps/sequence_energies.py', import.meta.url));

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
    settings: mmSettings(),
    sources: [{ name: 'source', pdb }],
    items: [{ source: 0, name: 'energies', seed, args: { ...args, sequences } }],
  };
  const reply = await runWorker<{ poses: { energies: number[] }[] }>(request);
  return reply.poses[0]!.energies;
}
