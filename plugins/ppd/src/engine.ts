/**
 * ppd's engines: MEGADOCK's command line (megadock.ts) where a site configures it, else LightDock
 * (lightdock.ts) from the project's Python environment, else this one.
 *
 * The simulated ppd engine (DESIGN §6): rigid-body docking poses of structure B against
 * structure A (see docking.ts). Results are the complex A + B per pose, chain ids of B renamed
 * when they collide with A's, scored by real contact counts; all marked simulated.
 */
import {
  randomFor,
  readPose,
  writePose,
  renameClashingChains,
  simulatedResult,
  SIMULATED_REMARK,
  throwIfAborted,
} from '@bench/engine-sim';
import type { ActionEngine, EnginePose } from '@bench/sdk/model';
import { CONTACT_DECLARATIONS, contactTerms, dock } from './docking.ts';
import { lightdockEngine } from './lightdock.ts';
import { megadockAdapter } from './megadock.ts';
import { TASK, type PpdInput } from './model.ts';
import { complex, complexName, partners, PPD_ENGINE_MESSAGES, PPD_POSES } from './partners.ts';

export { PPD_POSES };
/** Placements tried to find the poses. */
export const PPD_TRIALS = 60;

export const ppdEngine: ActionEngine<PpdInput> = {
  task: TASK,
  kind: 'simulated',
  available: async () => true,
  async run(context) {
    const { sourceA, sourceB } = partners(context);
    context.progress('Docking', 0);
    const a = readPose(sourceA.pdb);
    const b = renameClashingChains(
      readPose(sourceB.pdb),
      a.residues.map((r) => r.chain),
    );
    throwIfAborted(context.signal);
    const found = dock(a, b, randomFor(context.seed, TASK, sourceA._id, sourceB._id), PPD_TRIALS).slice(0, PPD_POSES);
    if (found.length === 0) throw new Error(PPD_ENGINE_MESSAGES.noPlacement);
    const poses: EnginePose[] = found.map((f, i) => {
      const pose = complex(a, f.pose);
      return {
        name: complexName(sourceA, sourceB, i + 1),
        pdb: writePose(pose, [SIMULATED_REMARK, 'RIGID-BODY PLACEMENT SCORED BY CONTACT COUNT ONLY']),
        sequence: pose.sequence,
        score: -f.atomContacts,
        rms: null,
        score_terms: { engine: 'simulated', ...contactTerms(f) },
      };
    });
    context.progress('Docking', 100);
    const note = `Rigid-body placements of ${sourceB.name} against ${sourceA.name}; score is minus the number of heavy-atom contacts within 4.5 Å, not an energy.`;
    const result = simulatedResult(
      poses,
      { notes: [note] },
      {
        score: { unit: '', description: 'minus the atom contacts of the placement; lower is better' },
        ...CONTACT_DECLARATIONS,
      },
    );
    return { ...result, collection: { ...result.collection!, type: TASK } };
  },
};

/** MEGADOCK where a site configures it (BENCH_MEGADOCK_COMMAND), else LightDock where the project's Python environment has it, else the simulated engine. */
export const engines = [megadockAdapter, lightdockEngine, ppdEngine];
