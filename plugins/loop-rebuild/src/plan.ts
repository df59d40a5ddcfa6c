/**
 * The worker items of a Loop Rebuild job: `repeats` per source structure (seeded as every
 * molecular-mechanics job's), each carrying the loop by PDB identity, its rank among the repeats,
 * the search width (`is_extended`), the ligands held in place and a seed shared by the source's
 * repeats (its candidate pool is built once).
 */
import { repeatsPerSource, type ItemPlanner } from '@bench/openmm';
import { repeatsOf, seedFrom } from '@bench/engine-sim';
import { loopOf } from './loop.ts';
import type { LoopRebuildInput } from './model.ts';

export const loopItems: ItemPlanner<LoopRebuildInput> = (context, sources, task) => {
  const loop = loopOf(context);
  const repeats = repeatsOf(context.action.input);
  const { items } = repeatsPerSource(context, sources, task);
  const residues = sources.map((pose) =>
    pose.residues
      .filter((r) => r.position !== null && loop.positions.has(r.position))
      .map((r) => ({ chain: r.chain, resid: r.resid, icode: r.icode.trim() })),
  );
  return {
    items: items.map((item, k) => ({
      ...item,
      args: {
        loop: residues[item.source],
        repeat: k % repeats,
        repeats,
        extended: context.action.input.is_extended === true,
        ligands: context.action.input.auto_constrain_these_ligands ?? [],
        pool_seed: seedFrom(context.seed, task, context.poses[item.source]!._id, 'pool') % 0x7fffffff || 1,
      },
    })),
    notes: [
      'Loops rebuilt with ProMod3: candidates from its fragment database and Monte Carlo sampling, closed onto the flanking residues by CCD, ' +
        'ranked by ProMod3 backbone and all-atom scores; one distinct loop per repeat, best first. The loop was then minimised with every other heavy atom fixed.',
    ],
  };
};
