/**
 * Where a simulated binder goes: an ideal helix lying across the target's interface. Its axis is
 * perpendicular to the outward direction (target centroid → interface centroid) at a seeded
 * angle; it starts 6 Å out from the interface centroid and moves out 1 Å at a time until no heavy
 * atom is within 3 Å of the target. Real geometry, no design: nothing is optimised.
 */
import {
  heavyPoints,
  PointGrid,
  randomDirection,
  rotate,
  rotationBetween,
  transformPose,
  type PoseResidue,
  type SimPose,
  type Random,
} from '@bench/engine-sim';
import type { Point } from '@bench/structure';
import { helixAxis } from './helix.ts';

const CLASH = 3;
const CONTACT_CA = 8;

type Vec = [number, number, number];
const mean = (ps: readonly Point[]): Vec =>
  ps.reduce<Vec>((s, p) => [s[0] + p[0] / ps.length, s[1] + p[1] / ps.length, s[2] + p[2] / ps.length], [0, 0, 0]);
const unit = (v: Point): Vec => {
  const n = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / n, v[1] / n, v[2] / n];
};

export interface PlacedBinder {
  residues: PoseResidue[];
  /** binder Cα within 8 Å of an interface Cα */
  interfaceContacts: number;
  /** closest binder–target heavy-atom distance (Å), null when over 6 Å */
  minDistance: number | null;
}

function caOf(residues: readonly PoseResidue[]): Point[] {
  return residues.flatMap((r) => r.atoms.filter((a) => a.name === 'CA').map((a) => [a.x, a.y, a.z] as const));
}

export function placeBinder(
  target: SimPose,
  interfaceResidues: readonly PoseResidue[],
  helix: PoseResidue[],
  random: Random,
): PlacedBinder {
  const targetPoints = heavyPoints(target);
  const grid = new PointGrid(targetPoints, CLASH * 2);
  const site = mean(caOf(interfaceResidues));
  let out = unit([site[0] - mean(targetPoints)[0], site[1] - mean(targetPoints)[1], site[2] - mean(targetPoints)[2]]);
  if (!out.every(Number.isFinite) || Math.hypot(...out) < 0.5) out = randomDirection(random);
  const r = randomDirection(random);
  const along = unit([r[0] - out[0] * dot(r, out), r[1] - out[1] * dot(r, out), r[2] - out[2] * dot(r, out)]);
  const helixPose: SimPose = { residues: helix, sequence: '' };
  const cas = caOf(helix);
  const rotation = rotationBetween(helixAxis(cas), along);
  const center = mean(heavyPoints(helixPose));
  const local = heavyPoints(helixPose).map((p) =>
    rotate(rotation, [p[0] - center[0], p[1] - center[1], p[2] - center[2]]),
  );
  let d = 6;
  const at = (dist: number): Point[] =>
    local.map((p) => [p[0] + site[0] + dist * out[0], p[1] + site[1] + dist * out[1], p[2] + site[2] + dist * out[2]]);
  while (grid.clashes(at(d), CLASH) && d < 200) d += 1;
  const placed = transformPose(helixPose, rotation, center, [
    site[0] + d * out[0],
    site[1] + d * out[1],
    site[2] + d * out[2],
  ]).residues;
  const siteGrid = new PointGrid(caOf(interfaceResidues), CONTACT_CA);
  const placedCa = caOf(placed);
  let minDistance = Infinity;
  for (const p of heavyPoints({ residues: placed, sequence: '' }))
    for (const i of grid.near(p, CLASH * 2)) minDistance = Math.min(minDistance, dist(p, targetPoints[i]!));
  const interfaceContacts = placedCa.filter((p) => siteGrid.near(p, CONTACT_CA).length > 0).length;
  return { residues: placed, interfaceContacts, minDistance: Number.isFinite(minDistance) ? minDistance : null };
}

function dot(a: Point, b: Point): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
function dist(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}
