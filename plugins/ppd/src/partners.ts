/**
 * What the ppd engines share: finding structures A and B among the job's source poses, their
 * protein residues, the complex A + B they return, and its name.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { poseSequence, readPose, renameClashingChains, type SimPose, writePose } from '@bench/engine-sim';
import type { EngineContext, EngineSourcePose } from '@bench/sdk/model';
import type { PpdInput } from './model.ts';

/** Poses kept per job. */
export const PPD_POSES = 10;

export const PPD_ENGINE_MESSAGES = {
  noStructures: 'Please choose structure A and structure B for docking.',
  notLoaded: (which: string) => `Structure ${which} is not among the job's source structures.`,
  noPlacement: 'No clash-free docking placement was found for these structures.',
} as const;

function source(poses: readonly EngineSourcePose[], id: string, which: string): EngineSourcePose {
  const pose = poses.find((p) => p._id === id);
  if (!pose) throw new Error(PPD_ENGINE_MESSAGES.notLoaded(which));
  return pose;
}

/** Structure A (kept in place) and structure B (moved), as the input names them. */
export function partners(context: EngineContext<PpdInput>): { sourceA: EngineSourcePose; sourceB: EngineSourcePose } {
  const { structureA, structureB } = context.action.input.ppd_params ?? { structureA: null, structureB: null };
  if (!structureA || !structureB) throw new Error(PPD_ENGINE_MESSAGES.noStructures);
  return { sourceA: source(context.poses, structureA, 'A'), sourceB: source(context.poses, structureB, 'B') };
}

/** One model holding A then B (B's chain ids already distinct from A's). */
export function complex(a: SimPose, b: SimPose): SimPose {
  return { residues: [...a.residues, ...b.residues], sequence: [a.sequence, b.sequence].filter(Boolean).join('/') };
}

/** `<A>_<B>_0001` for the first pose. */
export const complexName = (a: EngineSourcePose, b: EngineSourcePose, rank: number): string =>
  `${a.name}_${b.name}_${String(rank).padStart(4, '0')}`;

/** The amino-acid residues of a pose; ligands, ions, water and nucleic acids are counted as left out. */
export function proteinOf(pose: SimPose, which: string): { protein: SimPose; left: number } {
  const residues = pose.residues.filter((r) => r.type === 'caa' || r.type === 'ncaa');
  if (residues.length === 0) throw new Error(`Structure ${which} has no protein residues to dock.`);
  return {
    protein: { residues, sequence: poseSequence({ residues, sequence: '' }) },
    left: pose.residues.length - residues.length,
  };
}

/** The files a docking program reads. */
export const DOCKING_FILES = { receptor: 'receptor.pdb', ligand: 'ligand.pdb' } as const;

/**
 * For a docking program: the protein of A as `receptor.pdb` and of B as `ligand.pdb` in the job's
 * directory (B's chain ids made distinct from A's), read back as the program reads them, and a note
 * on what was left out.
 */
export async function writeDockingInputs(context: EngineContext<PpdInput>) {
  const { sourceA, sourceB } = partners(context);
  const a = proteinOf(readPose(sourceA.pdb), 'A');
  const b = proteinOf(readPose(sourceB.pdb), 'B');
  const receptorPdb = writePose(a.protein);
  const ligandPdb = writePose(
    renameClashingChains(
      b.protein,
      a.protein.residues.map((r) => r.chain),
    ),
  );
  await writeFile(join(context.workDir, DOCKING_FILES.receptor), receptorPdb);
  await writeFile(join(context.workDir, DOCKING_FILES.ligand), ligandPdb);
  const leftOut =
    a.left + b.left
      ? [
          `Left out of the docking and the complexes: ${a.left} non-protein residues of ${sourceA.name} and ${b.left} of ${sourceB.name} (ligands, ions, water, nucleic acids).`,
        ]
      : [];
  return { sourceA, sourceB, receptor: readPose(receptorPdb), ligand: readPose(ligandPdb), leftOut };
}
