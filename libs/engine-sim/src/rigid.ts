/**
 * Rigid-body geometry for simulated engines that place one body against another (docking poses,
 * new binder chains): rotations, moving a pose, a spatial grid for contacts and clashes, and chain
 * ids that do not collide. All of it is real geometry; only the choice of placements is random.
 */
import type { Point } from '@bench/structure';
import { clonePose, type SimPose } from './pose.ts';
import type { Random } from './prng.ts';

/** Row-major 3×3 rotation. */
export type Rotation = readonly number[];

export const IDENTITY: Rotation = [1, 0, 0, 0, 1, 0, 0, 0, 1];

/** A rotation drawn uniformly over all orientations (Shoemake's random unit quaternion). */
export function randomRotation(random: Random): Rotation {
  const [u1, u2, u3] = [random(), random(), random()];
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  const [w, x, y, z] = [
    a * Math.sin(2 * Math.PI * u2),
    a * Math.cos(2 * Math.PI * u2),
    b * Math.sin(2 * Math.PI * u3),
    b * Math.cos(2 * Math.PI * u3),
  ];
  return [
    1 - 2 * (y * y + z * z),
    2 * (x * y - z * w),
    2 * (x * z + y * w),
    2 * (x * y + z * w),
    1 - 2 * (x * x + z * z),
    2 * (y * z - x * w),
    2 * (x * z - y * w),
    2 * (y * z + x * w),
    1 - 2 * (x * x + y * y),
  ];
}

/** A unit vector drawn uniformly over the sphere. */
export function randomDirection(random: Random): [number, number, number] {
  const z = 2 * random() - 1;
  const t = 2 * Math.PI * random();
  const r = Math.sqrt(1 - z * z);
  return [r * Math.cos(t), r * Math.sin(t), z];
}

export function rotate(r: Rotation, p: Point): [number, number, number] {
  return [
    r[0]! * p[0] + r[1]! * p[1] + r[2]! * p[2],
    r[3]! * p[0] + r[4]! * p[1] + r[5]! * p[2],
    r[6]! * p[0] + r[7]! * p[1] + r[8]! * p[2],
  ];
}

const isHeavy = (element: string): boolean => element !== 'H' && element !== 'D';

/** Heavy-atom coordinates of a pose (hydrogens left out). */
export function heavyPoints(pose: SimPose): Point[] {
  return pose.residues.flatMap((r) =>
    r.atoms.filter((a) => isHeavy(a.element.toUpperCase())).map((a) => [a.x, a.y, a.z] as const),
  );
}

/** A copy moved rigidly: every atom p becomes rotation·(p − about) + to. */
export function transformPose(pose: SimPose, rotation: Rotation, about: Point, to: Point): SimPose {
  const copy = clonePose(pose);
  for (const r of copy.residues) {
    for (const a of r.atoms) {
      const [x, y, z] = rotate(rotation, [a.x - about[0], a.y - about[1], a.z - about[2]]);
      a.x = x + to[0];
      a.y = y + to[1];
      a.z = z + to[2];
    }
  }
  return copy;
}

const CHAIN_IDS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The first chain ids (A, B, … z, 0 … 9) not in `taken`. */
export function freeChainIds(taken: Iterable<string>, count: number): string[] {
  const used = new Set(taken);
  const free = [...CHAIN_IDS].filter((id) => !used.has(id)).slice(0, count);
  if (free.length < count) throw new Error('no free chain ids left');
  return free;
}

/** A copy whose chain ids that occur in `taken` are renamed to free ones (others are kept). */
export function renameClashingChains(pose: SimPose, taken: Iterable<string>): SimPose {
  const used = new Set(taken);
  const own = [...new Set(pose.residues.map((r) => r.chain))];
  const clashing = own.filter((c) => used.has(c));
  const fresh = freeChainIds([...used, ...own], clashing.length);
  const rename = new Map(clashing.map((c, i) => [c, fresh[i]!]));
  const copy = clonePose(pose);
  for (const r of copy.residues) {
    const chain = rename.get(r.chain);
    if (chain === undefined) continue;
    r.chain = chain;
    for (const a of r.atoms) a.chain = chain;
  }
  return copy;
}

/** Points hashed into cubic cells, for neighbour queries within `cell` Å. */
export class PointGrid {
  private readonly cells = new Map<number, number[]>();

  constructor(
    readonly points: readonly Point[],
    readonly cell: number,
  ) {
    points.forEach((p, i) => {
      const key = this.key(p);
      const list = this.cells.get(key);
      if (list) list.push(i);
      else this.cells.set(key, [i]);
    });
  }

  /** Cells packed into one number (±2^10 cells per axis, ample for any structure). */
  private key(p: Point, dx = 0, dy = 0, dz = 0): number {
    const i = Math.floor(p[0] / this.cell) + dx + 1024;
    const j = Math.floor(p[1] / this.cell) + dy + 1024;
    const k = Math.floor(p[2] / this.cell) + dz + 1024;
    return (i * 2048 + j) * 2048 + k;
  }

  /** Indices of the points within `cutoff` (≤ cell) of `p`. */
  near(p: Point, cutoff: number): number[] {
    const found: number[] = [];
    const c2 = cutoff * cutoff;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (let dz = -1; dz <= 1; dz++) {
          for (const i of this.cells.get(this.key(p, dx, dy, dz)) ?? []) {
            const q = this.points[i]!;
            const d2 = (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 + (p[2] - q[2]) ** 2;
            if (d2 <= c2) found.push(i);
          }
        }
    return found;
  }

  /** True when any of `points` lies closer than `cutoff` (≤ cell) to a grid point. */
  clashes(points: readonly Point[], cutoff: number): boolean {
    return points.some((p) => this.near(p, cutoff).length > 0);
  }
}

/** The rotation that turns unit vector `u` onto unit vector `v` (Rodrigues; any half-turn when opposite). */
export function rotationBetween(u: Point, v: Point): Rotation {
  const [ux, uy, uz] = u;
  const [vx, vy, vz] = v;
  const axis: [number, number, number] = [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx];
  const s = Math.hypot(...axis);
  const c = ux * vx + uy * vy + uz * vz;
  if (s < 1e-9) {
    if (c > 0) return IDENTITY;
    const [px, py, pz] = Math.abs(ux) < 0.9 ? [1, 0, 0] : [0, 1, 0];
    const k = [uy * pz - uz * py, uz * px - ux * pz, ux * py - uy * px];
    const n = Math.hypot(k[0]!, k[1]!, k[2]!);
    const [x, y, z] = [k[0]! / n, k[1]! / n, k[2]! / n];
    return [
      2 * x * x - 1,
      2 * x * y,
      2 * x * z,
      2 * x * y,
      2 * y * y - 1,
      2 * y * z,
      2 * x * z,
      2 * y * z,
      2 * z * z - 1,
    ];
  }
  const [x, y, z] = [axis[0] / s, axis[1] / s, axis[2] / s];
  const t = 1 - c;
  return [
    t * x * x + c,
    t * x * y - s * z,
    t * x * z + s * y,
    t * x * y + s * z,
    t * y * y + c,
    t * y * z - s * x,
    t * x * z - s * y,
    t * y * z + s * x,
    t * z * z + c,
  ];
}
