/**
 * The docking engine of Replace Ligand (kind `builtin`: real computation by Debian's AutoDock
 * Vina and Open Babel, chosen when both run here). Per source structure the chosen free ligand is
 * docked into the box around the original ligand; one result per structure (one replacement is
 * what the action charges for), the best of Vina's modes.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readPose } from '@bench/engine-sim';
import type { ActionEngine, EngineContext } from '@bench/sdk/model';
import { REPLACE_LIGAND_MESSAGES, TASK, type ReplaceLigandInput } from '../model.ts';
import { dock, RECEPTOR_PH, type VinaSettings } from './dock.ts';
import { LIGAND_PH, prepareLigand } from './ligand.ts';
import { DOCKED_POSE_DECLARATIONS, dockedPose } from './result.ts';
import { dockingRunProgress } from './runProgress.ts';
import { BOX_MARGIN, dockingSite } from './site.ts';
import { detectDockingTools } from './tools.ts';

export const DEFAULT_EXHAUSTIVENESS = 8;
export const NUM_MODES = 9;

/** `BENCH_VINA_EXHAUSTIVENESS` (1–64), else 8, Vina's default. */
export function exhaustiveness(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.BENCH_VINA_EXHAUSTIVENESS);
  return Number.isInteger(value) && value >= 1 && value <= 64 ? value : DEFAULT_EXHAUSTIVENESS;
}

export function vinaSettings(context: Pick<EngineContext, 'seed'>): VinaSettings {
  // Vina takes a signed 32-bit seed; the job's seed keeps reruns of one action identical
  return { exhaustiveness: exhaustiveness(), num_modes: NUM_MODES, seed: Math.abs(context.seed) % 2_147_483_647 };
}

export const vinaEngine: ActionEngine<ReplaceLigandInput> = {
  task: TASK,
  kind: 'builtin',
  available: async () => (await detectDockingTools()).ready,
  async run(context) {
    const { input } = context.action;
    const { original_ligand: original, new_ligand_id: newId } = input.replace_ligand;
    const free = newId ? context.freeLigands[newId] : undefined;
    if (!free) throw new Error(REPLACE_LIGAND_MESSAGES.noNewLigand);
    const tools = await detectDockingTools();
    if (!tools.ready) throw new Error(`AutoDock Vina cannot run on this server (${tools.detail}).`);
    const settings = vinaSettings(context);
    const held = input.auto_constrain_these_ligands ?? [];

    const progress = dockingRunProgress(context.progress, context.poses.length);
    progress.ligand('Preparing the new ligand (Open Babel)');
    const ligandDir = join(context.workDir, 'ligand');
    await mkdir(ligandDir, { recursive: true });
    const ligand = await prepareLigand(free.sdf, ligandDir, context.signal);

    const poses = [];
    const notes = new Set<string>();
    for (const [i, source] of context.poses.entries()) {
      const site = dockingSite(readPose(source.pdb), original, held, ligand.span);
      const dir = join(context.workDir, `source_${i + 1}`);
      await mkdir(dir, { recursive: true });
      const stages = progress.structure(
        i,
        `Preparing ${source.name} as the receptor (Open Babel)`,
        `Docking ${free.name} into ${source.name} (AutoDock Vina)`,
      );
      const modes = await dock(site, ligand, dir, settings, context.signal, stages);
      const replaced =
        `${original.res_name} ${original.res_num} CHAIN ${original.chain || '_'} REPLACED BY ${free.name}`.toUpperCase();
      poses.push(dockedPose(site, modes, `${source.name}_${free.name}`, [replaced]));
      if (site.removed.waters) notes.add('Waters were removed before docking and are not in the results.');
      if (site.removed.ligands.length)
        notes.add(`Ligands not held in place were removed before docking: ${site.removed.ligands.join(', ')}.`);
    }
    context.progress('Docked', 100);
    return {
      engine: 'builtin',
      collection: {
        type: TASK,
        poses,
        settings: { engine: 'vina', ...settings },
        declarations: DOCKED_POSE_DECLARATIONS,
      },
      notes: [
        `${free.name} was docked with ${tools.vina} where ${original.res_name} ${original.res_num} was; the score is Vina's affinity (kcal/mol) of the best of its modes, the ligand centroid distance the distance from the docked to the original ligand's centroid (Å). The protein was held rigid.`,
        ...(ligand.built3d ? [`${free.name} had 2D coordinates; Open Babel built its 3D conformer.`] : []),
        ...notes,
      ],
      method: {
        name: `Docking with ${tools.vina}; preparation with ${tools.obabel}`,
        receptor: `the structure without the original ligand, rigid, hydrogens for pH ${RECEPTOR_PH} (obabel -xr -p ${RECEPTOR_PH})`,
        ligand: `hydrogens for pH ${LIGAND_PH}, torsion tree by Open Babel (obabel -p ${LIGAND_PH} -xp)${ligand.built3d ? ', 3D conformer by obabel --gen3d' : ''}`,
        box: `centred on the original ligand's heavy-atom centroid; each side its extent + 2 × ${BOX_MARGIN} Å (at least the new ligand's longest heavy-atom distance)`,
        exhaustiveness: settings.exhaustiveness,
        num_modes: settings.num_modes,
        seed: settings.seed,
        cpu: 1,
      },
    };
  },
};
