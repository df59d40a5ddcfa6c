/** The worker's reply as an EngineResult: sequences and Cα RMSD from the structures, notes. */
import { kabsch, type Point } from '@bench/structure';
import type { EnginePose, EngineResult, ScoreDeclarations } from '@bench/sdk/model';
import { atomOf, point, poseSequence, readPose, type SimPose } from '@bench/engine-sim';
import type { WorkerItem, WorkerReply } from './protocol.ts';

/** Cα by PDB residue identity: Prepare may insert missing residues, which shifts sequence positions. */
function caById(pose: SimPose): Map<string, Point> {
  const map = new Map<string, Point>();
  for (const r of pose.residues) {
    const ca = r.position !== null ? atomOf(r, 'CA') : undefined;
    if (ca) map.set(`${r.chain}:${r.resid}${r.icode.trim()}`, point(ca));
  }
  return map;
}

/** Cα RMSD (Å) after superposition over the residues both structures have; null below 3. */
export function caRmsdById(pose: SimPose, reference: SimPose): number | null {
  const a = caById(pose);
  const b = caById(reference);
  const shared = [...a.keys()].filter((id) => b.has(id));
  if (shared.length < 3) return null;
  return kabsch(
    shared.map((id) => a.get(id)!),
    shared.map((id) => b.get(id)!),
  ).rmsd;
}

function methodNote(settings: Record<string, unknown>): string {
  if (!settings.force_field) return `Prepared with PDBFixer (pH 7) on OpenMM ${settings.openmm}.`;
  const search = typeof settings.design_search === 'string' ? ` ${settings.design_search}` : '';
  return (
    `Molecular mechanics with OpenMM ${settings.openmm} (${settings.force_field}, ${settings.solvent_model} implicit solvent). ` +
    'Score is the potential energy after minimisation in kcal/mol; Lennard-Jones, torsion and solvation are its force-field terms and ' +
    'Hydrogen Bond is a DSSP estimate — not Rosetta energy units.' +
    search
  );
}

const round = (v: number): number => Math.round(v * 1000) / 1000;

/**
 * Units of the numbers the OpenMM steps write (python/scoring.py, design_search.py): the energy and
 * its force-field terms (`mm_…`) and the DSSP hydrogen-bond energy in kcal/mol, the Cα RMSD in Å;
 * counts and the packer's own energies (`design_energy`) are pure numbers.
 */
export function openmmDeclarations(poses: readonly EnginePose[]): ScoreDeclarations {
  const declarations: ScoreDeclarations = { score: { unit: 'kcal/mol' }, rms: { unit: 'Å' } };
  for (const term of new Set(poses.flatMap((pose) => Object.keys(pose.score_terms ?? {})))) {
    if (term === 'engine') continue;
    declarations[term] = { unit: term.startsWith('mm_') || term === 'dssp_hbond' ? 'kcal/mol' : '' };
  }
  return declarations;
}

export interface ParsedSource {
  name: string;
  pose: SimPose;
}

export function engineResult(
  reply: WorkerReply,
  sources: readonly ParsedSource[],
  items: readonly WorkerItem[],
  planNotes: readonly string[] = [],
): EngineResult {
  const poseNotes = new Set<string>();
  const poses: EnginePose[] = reply.poses.map((made, k) => {
    const pose = readPose(made.pdb);
    const source = sources[items[k]!.source]!;
    const rms = caRmsdById(pose, source.pose);
    // repeats of one source share the source's notes: a set says them once
    for (const note of made.notes) poseNotes.add(`${source.name}: ${note}`);
    return {
      name: made.name,
      pdb: made.pdb,
      sequence: poseSequence(pose),
      score: made.energy,
      rms: rms === null ? null : round(rms),
      score_terms: { ...made.terms, engine: 'openmm' },
    };
  });
  return {
    engine: 'openmm',
    collection: { poses, settings: reply.settings, declarations: openmmDeclarations(poses) },
    notes: [methodNote(reply.settings), ...planNotes, ...poseNotes],
  };
}
