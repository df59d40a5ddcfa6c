/** Real geometry on simulated poses: Cα coordinates, RMSD after superposition, chain breaks. */
import { kabsch, type AtomRecord, type Point } from '@bench/structure';
import type { PoseResidue, SimPose } from './pose.ts';

export function atomOf(residue: PoseResidue, name: string): AtomRecord | undefined {
  return residue.atoms.find((a) => a.name === name);
}

export function point(atom: AtomRecord): Point {
  return [atom.x, atom.y, atom.z];
}

/** Cα of every sequence position that has one, by position. */
export function caByPosition(pose: SimPose): Map<number, Point> {
  const map = new Map<number, Point>();
  for (const r of pose.residues) {
    const ca = r.position !== null ? atomOf(r, 'CA') : undefined;
    if (ca) map.set(r.position!, point(ca));
  }
  return map;
}

/**
 * Cα RMSD (Å) of `pose` to `reference` over the positions both have, after the best
 * superposition (Kabsch); null with fewer than 3 shared Cα atoms.
 */
export function caRmsd(pose: SimPose, reference: SimPose): number | null {
  const a = caByPosition(pose);
  const b = caByPosition(reference);
  const shared = [...a.keys()].filter((p) => b.has(p));
  if (shared.length < 3) return null;
  return kabsch(
    shared.map((p) => a.get(p)!),
    shared.map((p) => b.get(p)!),
  ).rmsd;
}

export function distance(p: Point, q: Point): number {
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/**
 * The largest Cα–Cα distance between consecutive positions of the same chain from `first - 1` to
 * `last + 1` (a loop and the bonds that join it to its flanks); 0 when there are none.
 */
export function maxCaStep(pose: SimPose, first: number, last: number): number {
  const byPosition = new Map(pose.residues.filter((r) => r.position !== null).map((r) => [r.position!, r] as const));
  let max = 0;
  for (let p = first - 1; p < last + 1; p++) {
    const r = byPosition.get(p);
    const s = byPosition.get(p + 1);
    const ca = r && atomOf(r, 'CA');
    const cb = s && atomOf(s, 'CA');
    if (!ca || !cb || r!.chain !== s!.chain) continue;
    max = Math.max(max, distance(point(ca), point(cb)));
  }
  return max;
}

/**
 * Ideal Cβ position from the backbone N, Cα, C (the tetrahedral construction used by trRosetta
 * and ProteinMPNN); used when a glycine is mutated to a residue that has a Cβ.
 */
export function idealCb(n: Point, ca: Point, c: Point): Point {
  const b = [ca[0] - n[0], ca[1] - n[1], ca[2] - n[2]];
  const cc = [c[0] - ca[0], c[1] - ca[1], c[2] - ca[2]];
  const a = [b[1] * cc[2] - b[2] * cc[1], b[2] * cc[0] - b[0] * cc[2], b[0] * cc[1] - b[1] * cc[0]];
  const k = (i: number): number => -0.58273431 * a[i]! + 0.56802827 * b[i]! - 0.54067466 * cc[i]! + ca[i]!;
  return [k(0), k(1), k(2)];
}
