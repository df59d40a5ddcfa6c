/**
 * The simulated ppd engine (DESIGN §6): rigid-body docking poses of structure B against
 * structure A (see docking.ts). Results are the complex A + B per pose, chain ids of B renamed
 * when they collide with A's, scored by real contact counts; all marked simulated.
 */
import {
  randomFor, readPose, writePose, type SimPose, renameClashingChains, simulatedResult, SIMULATED_REMARK,
  throwIfAborted,
} from '@bench/engine-sim';
import type { ActionEngine, EnginePose, EngineSourcePose } from '@bench/sdk/model';
import { dock } from './docking.ts';
import { TASK, type PpdInput } from './model.ts';

/** Poses kept per job, and placements tried to find them. */
export const PPD_POSES = 10;
export const PPD_TRIALS = 60;

export const PPD_ENGINE_MESSAGES = {
  noStructures: 'Please choose structure A and structure B for docking.',
  notLoaded: (which: string) => `Structure ${which} is not among the job's source structures.`,
  noPlacement: 'No clash-free docking placement was found for these structures.',
} as const;

function source(context: { poses: readonly EngineSourcePose[] }, id: string, which: string): EngineSourcePose {
  const pose = context.poses.find((p) => p._id === id);
  if (!pose) throw new Error(PPD_ENGINE_MESSAGES.notLoaded(which));
  return pose;
}

function complex(a: SimPose, b: SimPose): SimPose {
  return { residues: [...a.residues, ...b.residues], sequence: [a.sequence, b.sequence].filter(Boolean).join('/') };
}

export const ppdEngine: ActionEngine<PpdInput> = {
  task: TASK,
  kind: 'simulated',
  available: async () => true,
  async run(context) {
    const { structureA, structureB } = context.action.input.ppd_params ?? { structureA: null, structureB: null };
    if (!structureA || !structureB) throw new Error(PPD_ENGINE_MESSAGES.noStructures);
    const sourceA = source(context, structureA, 'A');
    const sourceB = source(context, structureB, 'B');
    context.progress('Docking', 0);
    const a = readPose(sourceA.pdb);
    const b = renameClashingChains(readPose(sourceB.pdb), a.residues.map((r) => r.chain));
    throwIfAborted(context.signal);
    const found = dock(a, b, randomFor(context.seed, TASK, structureA, structureB), PPD_TRIALS).slice(0, PPD_POSES);
    if (found.length === 0) throw new Error(PPD_ENGINE_MESSAGES.noPlacement);
    const poses: EnginePose[] = found.map((f, i) => {
      const pose = complex(a, f.pose);
      return {
        name: `${sourceA.name}_${sourceB.name}_${String(i + 1).padStart(4, '0')}`,
        pdb: writePose(pose, [SIMULATED_REMARK, 'RIGID-BODY PLACEMENT SCORED BY CONTACT COUNT ONLY']),
        sequence: pose.sequence,
        score: -f.atomContacts,
        rms: null,
        score_terms: {
          engine: 'simulated',
          atom_contacts: f.atomContacts,
          interface_residues_a: f.interfaceResiduesA,
          interface_residues_b: f.interfaceResiduesB,
          min_distance: Math.round(f.minDistance * 1000) / 1000,
        },
      };
    });
    context.progress('Docking', 100);
    const note = `Rigid-body placements of ${sourceB.name} against ${sourceA.name}; score is minus the number of heavy-atom contacts within 4.5 Å, not an energy.`;
    const result = simulatedResult(poses, { notes: [note] });
    return { ...result, collection: { ...result.collection!, type: TASK } };
  },
};

export const engines = [ppdEngine];
