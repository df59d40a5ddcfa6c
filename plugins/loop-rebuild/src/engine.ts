/**
 * Loop Rebuild's engines (server side). Both verify their results with `verify.ts` (loop_broken).
 *
 * ProMod3 + OpenMM (engine/loop_rebuild.py on @bench/openmm): the loop is removed and rebuilt from
 * ProMod3's fragment database and Monte Carlo candidates, one distinct candidate per repeat, then
 * minimised with the rest of the structure fixed; chosen where ProMod3, OpenMM and PDBFixer import.
 *
 * Simulated: `repeats` results per source structure; the loop (the selector's positions) is turned
 * about the axis through its flanking Cα atoms by a seeded angle (up to ±50°), the flanks' peptide
 * atoms with it so no bond stretches; its side chains get 0.15 Å noise and its backbone 0.02 Å.
 */
import { crankshaftLoop, isSideChainAtom, jitterAtoms, simulatedEngine } from '@bench/engine-sim';
import { openmmEngine } from '@bench/openmm';
import type { ActionEngine } from '@bench/sdk/model';
import { loopOf } from './loop.ts';
import { TASK, type LoopRebuildInput } from './model.ts';
import { loopItems } from './plan.ts';
import { verifyLoop } from './verify.ts';

export { loopOf } from './loop.ts';
export { MAX_CA_STEP, MAX_PEPTIDE_BOND } from './verify.ts';

const MAX_ANGLE = (50 * Math.PI) / 180;

/** The engine with loop_broken verification of its results. */
function verified(engine: ActionEngine<LoopRebuildInput>): ActionEngine<LoopRebuildInput> {
  return {
    ...engine,
    async run(context) {
      const result = await engine.run(context);
      return {
        ...result,
        verification: verifyLoop(
          loopOf(context),
          (result.collection?.poses ?? []).map((pose) => pose.pdb),
        ),
      };
    },
  };
}

export const promod3LoopRebuild = verified(
  openmmEngine({
    task: TASK,
    step: new URL('../engine/loop_rebuild.py', import.meta.url),
    needs: ['promod3', 'openmm', 'pdbfixer'],
    plan: loopItems,
  }),
);

export const simulatedLoopRebuild = verified(
  simulatedEngine<LoopRebuildInput>({
    task: TASK,
    step: 'Rebuilding loops',
    derive: ({ context, pose, random }) => {
      const { first, last, positions } = loopOf(context);
      const turned = crankshaftLoop(pose, first, last, (2 * random() - 1) * MAX_ANGLE);
      const sideChains = jitterAtoms(turned, 0.15, random, positions, isSideChainAtom);
      return {
        pose: jitterAtoms(sideChains, 0.02, random, positions, (name) => !isSideChainAtom(name)),
        relaxation: 0.5,
      };
    },
  }),
);

export const engines = [promod3LoopRebuild, simulatedLoopRebuild];
