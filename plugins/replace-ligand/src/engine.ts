/**
 * Replace Ligand's engines: docking with AutoDock Vina (vina/engine.ts) where Vina and Open Babel
 * are installed, else the simulated one below.
 *
 * The simulated Replace Ligand engine (DESIGN §6): the chosen free ligand's real heavy atoms are
 * placed on the original ligand's centroid (see placement.ts). Every result is marked simulated.
 */
import { forEachStep, simulatedResult, readPose, writePose } from '@bench/engine-sim';
import { readMolfile } from '@bench/structure';
import type { ActionEngine, EnginePose } from '@bench/sdk/model';
import { REPLACE_LIGAND_MESSAGES, TASK, type ReplaceLigandInput } from './model.ts';
import { replaceLigand } from './placement.ts';
import { vinaEngine } from './vina/engine.ts';

const round = (n: number): number => Math.round(n * 1000) / 1000;

export const replaceLigandEngine: ActionEngine<ReplaceLigandInput> = {
  task: TASK,
  kind: 'simulated',
  available: async () => true,
  async run(context) {
    const { original_ligand: original, new_ligand_id: newId } = context.action.input.replace_ligand;
    const free = newId ? context.freeLigands[newId] : undefined;
    if (!free) throw new Error(REPLACE_LIGAND_MESSAGES.noNewLigand);
    const { atoms } = readMolfile(free.sdf);
    const poses = await forEachStep(context, 'Placing ligand', context.poses, (source): EnginePose => {
      const placement = replaceLigand(readPose(source.pdb), original, atoms);
      return {
        name: `${source.name}_${free.name}`,
        pdb: writePose(placement.pose, [
          'SIMULATED RESULT: LIGAND PLACED BY CENTROID TRANSLATION, NOT DOCKED',
          `${original.res_name} ${original.res_num} CHAIN ${original.chain || '_'} REPLACED BY ${free.name}`.toUpperCase(),
        ]),
        sequence: placement.pose.sequence,
        score: null,
        score_terms: {
          engine: 'simulated',
          placed_heavy_atoms: placement.heavyAtomCount,
          min_protein_distance: round(placement.minDistance),
          clash_count: placement.clashCount,
        },
      };
    });
    const note = `${free.name} was placed by moving its heavy atoms onto the centre of ${original.res_name} ${original.res_num}; it was not docked or minimised.`;
    const result = simulatedResult(
      poses,
      { notes: [note] },
      { placed_heavy_atoms: { unit: '' }, min_protein_distance: { unit: 'Å' }, clash_count: { unit: '' } },
    );
    return { ...result, collection: { ...result.collection!, type: TASK } };
  },
};

export { vinaEngine };
export const engines = [vinaEngine, replaceLigandEngine];
