/**
 * Places a free ligand where a structure's ligand was: the new ligand's heavy atoms, with their
 * real coordinates from its SDF, are translated so their centroid sits on the original ligand's
 * heavy-atom centroid. This is a placement, not docking: no rotation search, no scoring function.
 */
import type { MolfileAtom, AtomRecord } from '@bench/structure';
import { heavyAtoms } from './heavyAtoms.ts';
import type { OriginalLigand } from './ligands.ts';
import type { PoseResidue, SimPose } from '@bench/engine-sim';

/** Residue name given to the placed ligand (as the server names imported ligands). */
export const PLACED_LIGAND_NAME = 'LIG';

export type Xyz = [number, number, number];

const isHeavy = (element: string): boolean => !['H', 'D'].includes(element.toUpperCase());

export function centroid(points: readonly { x: number; y: number; z: number }[]): Xyz {
  const n = points.length || 1;
  const sum = points.reduce<Xyz>((s, p) => [s[0] + p.x, s[1] + p.y, s[2] + p.z], [0, 0, 0]);
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

export function findLigand(pose: SimPose, ligand: OriginalLigand): PoseResidue | undefined {
  return pose.residues.find(
    (r) => r.chain === ligand.chain && r.resid === ligand.res_num && r.name3 === ligand.res_name && r.position === null,
  );
}

/** Atoms (heavy, in order) as HETATM records of one `LIG` residue: names are element + index. */
export function ligandAtoms(
  atoms: readonly { element: string; x: number; y: number; z: number }[],
  residue: Pick<PoseResidue, 'chain' | 'resid' | 'icode'>,
): AtomRecord[] {
  return atoms.map((a, i) => ({
    hetero: true,
    serial: 0,
    name: `${a.element.toUpperCase()}${i + 1}`.slice(0, 4),
    altLoc: '',
    name3: PLACED_LIGAND_NAME,
    chain: residue.chain,
    resid: residue.resid,
    icode: residue.icode,
    x: a.x,
    y: a.y,
    z: a.z,
    occupancy: 1,
    b: 0,
    element: a.element.toUpperCase(),
    charge: '',
  }));
}

/** Heavy atoms of the molfile as HETATM records of one residue, moved onto `target`. */
export function placedAtoms(
  atoms: readonly MolfileAtom[],
  target: Xyz,
  residue: Pick<PoseResidue, 'chain' | 'resid' | 'icode'>,
): AtomRecord[] {
  const heavy = heavyAtoms(atoms);
  const [cx, cy, cz] = centroid(heavy);
  return ligandAtoms(
    heavy.map((a) => ({ ...a, x: a.x - cx + target[0], y: a.y - cy + target[1], z: a.z - cz + target[2] })),
    residue,
  );
}

export interface Placement {
  pose: SimPose;
  /** the original ligand's heavy-atom centroid, where the new ligand's centroid now is */
  centroid: Xyz;
  heavyAtomCount: number;
  /** closest new-atom to other-residue heavy-atom distance (Å) */
  minDistance: number;
  /** new heavy atoms closer than 2.5 Å to another residue's heavy atom */
  clashCount: number;
}

const CLASH = 2.5;

/** A copy of `pose` with the original ligand's atoms replaced by the placed new ligand. */
export function replaceLigand(pose: SimPose, ligand: OriginalLigand, atoms: readonly MolfileAtom[]): Placement {
  const old = findLigand(pose, ligand);
  if (!old)
    throw new Error(
      `Ligand ${ligand.res_name} ${ligand.res_num} (chain ${ligand.chain || '_'}) is not in the structure`,
    );
  const target = centroid(old.atoms.filter((a) => isHeavy(a.element)));
  const placed = placedAtoms(atoms, target, old);
  const others = pose.residues.filter((r) => r !== old).flatMap((r) => r.atoms.filter((a) => isHeavy(a.element)));
  let minDistance = Infinity;
  let clashCount = 0;
  for (const a of placed) {
    let closest = Infinity;
    for (const o of others) closest = Math.min(closest, Math.hypot(a.x - o.x, a.y - o.y, a.z - o.z));
    minDistance = Math.min(minDistance, closest);
    if (closest < CLASH) clashCount++;
  }
  const residues = pose.residues.map((r) => (r === old ? { ...r, name3: PLACED_LIGAND_NAME, atoms: placed } : r));
  return { pose: { ...pose, residues }, centroid: target, heavyAtomCount: placed.length, minDistance, clashCount };
}
