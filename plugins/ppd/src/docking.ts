/**
 * Rigid-body docking poses from two real structures (simulated engine). B is turned by a seeded
 * random rotation, put on a seeded random direction outside A, and slid towards A in 0.5 Å steps
 * until the next step would bring heavy atoms closer than 3 Å. Each placement is then scored for
 * real by counting contacts (heavy-atom pairs within 4.5 Å, and the residues that make them).
 * No energy function, no flexibility, no refinement: a contact count is not a binding affinity.
 * The contact counting (`contactCounter`, `contactTerms`) also measures MEGADOCK's poses.
 */
import {
  heavyPoints,
  PointGrid,
  randomDirection,
  randomRotation,
  rotate,
  transformPose,
  type Random,
  type SimPose,
} from '@bench/engine-sim';
import type { Point } from '@bench/structure';
import type { ScoreDeclarations } from '@bench/sdk/model';

export const CLASH_DISTANCE = 3;
export const CONTACT_DISTANCE = 4.5;
const COARSE_STEP = 2;
const STEP = 0.5;
const isHeavy = (element: string): boolean => !['H', 'D'].includes(element.toUpperCase());

export interface DockingPose {
  pose: SimPose;
  atomContacts: number;
  interfaceResiduesA: number;
  interfaceResiduesB: number;
  minDistance: number;
}

function center(points: readonly Point[]): [number, number, number] {
  const c: [number, number, number] = [0, 0, 0];
  for (const p of points) for (let k = 0; k < 3; k++) c[k]! += p[k]! / points.length;
  return c;
}

const radius = (points: readonly Point[], c: Point): number =>
  Math.max(...points.map((p) => Math.hypot(p[0] - c[0], p[1] - c[1], p[2] - c[2])));

/** Real contact counts between A and a placed B: heavy-atom pairs within 4.5 Å and the residues that make them. */
export type InterfaceContacts = Omit<DockingPose, 'pose'>;

export interface ContactCounter {
  /** A's heavy atoms, hashed for neighbour queries */
  grid: PointGrid;
  count(b: SimPose): InterfaceContacts;
}

/** Counts contacts of any placement of B against A (A hashed once). */
export function contactCounter(a: SimPose): ContactCounter {
  const grid = new PointGrid(heavyPoints(a), CONTACT_DISTANCE);
  // the residue index in A of each grid point
  const owners = a.residues.flatMap((r, ri) => r.atoms.filter((x) => isHeavy(x.element)).map(() => ri));
  return {
    grid,
    count(b) {
      const residuesA = new Set<number>();
      const residuesB = new Set<number>();
      let atomContacts = 0;
      let minDistance = Infinity;
      b.residues.forEach((r, ri) => {
        for (const atom of r.atoms) {
          if (!isHeavy(atom.element)) continue;
          const p: Point = [atom.x, atom.y, atom.z];
          for (const i of grid.near(p, CONTACT_DISTANCE)) {
            const q = grid.points[i]!;
            minDistance = Math.min(minDistance, Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]));
            atomContacts++;
            residuesA.add(owners[i]!);
            residuesB.add(ri);
          }
        }
      });
      return { atomContacts, interfaceResiduesA: residuesA.size, interfaceResiduesB: residuesB.size, minDistance };
    },
  };
}

/** `contactTerms` as columns of the docking table: counts are pure numbers, the closest approach is in Å. */
export const CONTACT_DECLARATIONS: ScoreDeclarations = {
  atom_contacts: {
    unit: '',
    label: 'Atom contacts',
    column: 1,
    description: 'heavy-atom pairs of A and B within 4.5 Å',
  },
  interface_residues_a: {
    unit: '',
    label: 'Interface residues A',
    column: 2,
    description: 'residues of A with a heavy atom within 4.5 Å of B',
  },
  interface_residues_b: {
    unit: '',
    label: 'Interface residues B',
    column: 3,
    description: 'residues of B with a heavy atom within 4.5 Å of A',
  },
  min_distance: {
    unit: 'Å',
    label: 'Closest approach',
    column: 4,
    description: 'shortest heavy-atom distance between A and B',
  },
};

/** The contact counts as a pose's score terms (min_distance null when nothing is within 4.5 Å). */
export function contactTerms(c: InterfaceContacts): Record<string, number | null> {
  return {
    atom_contacts: c.atomContacts,
    interface_residues_a: c.interfaceResiduesA,
    interface_residues_b: c.interfaceResiduesB,
    min_distance: Number.isFinite(c.minDistance) ? Math.round(c.minDistance * 1000) / 1000 : null,
  };
}

/**
 * `trials` seeded placements of B against A; those that touch A without clashes, most contacts
 * first (ties keep trial order).
 */
export function dock(a: SimPose, b: SimPose, random: Random, trials: number): DockingPose[] {
  const counter = contactCounter(a);
  const { grid } = counter;
  const pointsA = grid.points;
  const pointsB = heavyPoints(b);
  const cA = center(pointsA);
  const cB = center(pointsB);
  const start = radius(pointsA, cA) + radius(pointsB, cB) + CLASH_DISTANCE;
  const reach = (radius(pointsA, cA) + CLASH_DISTANCE) ** 2;
  // only atoms inside A's bounding sphere (grown by the clash distance) can clash
  const clashes = (points: Point[]): boolean =>
    grid.clashes(
      points.filter((p) => (p[0] - cA[0]) ** 2 + (p[1] - cA[1]) ** 2 + (p[2] - cA[2]) ** 2 <= reach),
      CLASH_DISTANCE,
    );
  const found: DockingPose[] = [];
  for (let t = 0; t < trials; t++) {
    const rotation = randomRotation(random);
    const direction = randomDirection(random);
    const local = pointsB.map((p) => rotate(rotation, [p[0] - cB[0], p[1] - cB[1], p[2] - cB[2]]));
    const at = (d: number): Point[] =>
      local.map((p) => [
        p[0] + cA[0] + d * direction[0],
        p[1] + cA[1] + d * direction[1],
        p[2] + cA[2] + d * direction[2],
      ]);
    let d = start;
    while (d > COARSE_STEP && !clashes(at(d - COARSE_STEP))) d -= COARSE_STEP;
    while (d > 0 && !clashes(at(d - STEP))) d -= STEP;
    if (d <= 0) continue;
    const to: Point = [cA[0] + d * direction[0], cA[1] + d * direction[1], cA[2] + d * direction[2]];
    const pose = transformPose(b, rotation, cB, to);
    const score = counter.count(pose);
    if (score.atomContacts > 0 && score.minDistance >= CLASH_DISTANCE) found.push({ pose, ...score });
  }
  return found
    .map((f, i) => [f, i] as const)
    .sort((x, y) => y[0].atomContacts - x[0].atomContacts || x[1] - y[1])
    .map(([f]) => f);
}
