import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../src/prng.ts';
import { readPose } from '../src/pose.ts';
import {
  freeChainIds,
  heavyPoints,
  PointGrid,
  randomRotation,
  renameClashingChains,
  rotate,
  rotationBetween,
  transformPose,
} from '../src/rigid.ts';

const crambin = readPose(readFileSync(new URL('../../../../shared/fixtures/pdb/1crn.pdb', import.meta.url), 'utf8'));

describe('rigid-body helpers', () => {
  it('random rotations are proper (orthonormal, determinant 1)', () => {
    const random = mulberry32(3);
    for (let k = 0; k < 20; k++) {
      const r = randomRotation(random);
      const det =
        r[0]! * (r[4]! * r[8]! - r[5]! * r[7]!) -
        r[1]! * (r[3]! * r[8]! - r[5]! * r[6]!) +
        r[2]! * (r[3]! * r[7]! - r[4]! * r[6]!);
      expect(det).toBeCloseTo(1, 9);
      const v = rotate(r, [1, 2, 3]);
      expect(Math.hypot(...v)).toBeCloseTo(Math.hypot(1, 2, 3), 9);
    }
  });

  it('rotationBetween turns one unit vector onto another, also opposite ones', () => {
    for (const [u, v] of [
      [
        [1, 0, 0],
        [0, 1, 0],
      ],
      [
        [0, 0, 1],
        [0, 0, -1],
      ],
      [
        [1, 0, 0],
        [1, 0, 0],
      ],
    ] as const) {
      const w = rotate(rotationBetween(u, v), u);
      w.forEach((x, i) => expect(x).toBeCloseTo(v[i]!, 9));
    }
  });

  it('moves a pose rigidly and renames clashing chains', () => {
    const moved = transformPose(crambin, randomRotation(mulberry32(1)), [0, 0, 0], [10, 0, 0]);
    const [a, b] = [heavyPoints(crambin), heavyPoints(moved)];
    const d = (p: readonly number[], q: readonly number[]) => Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!);
    expect(d(b[0]!, b[100]!)).toBeCloseTo(d(a[0]!, a[100]!), 9);
    const renamed = renameClashingChains(crambin, ['A', 'B']);
    expect(new Set(renamed.residues.map((r) => r.chain))).toEqual(new Set(['C']));
    expect(renamed.residues[0]!.atoms[0]!.chain).toBe('C');
    expect(freeChainIds(['A', 'C'], 2)).toEqual(['B', 'D']);
  });

  it('finds neighbours within a cutoff', () => {
    const grid = new PointGrid(
      [
        [0, 0, 0],
        [2.9, 0, 0],
        [10, 0, 0],
      ],
      3,
    );
    expect(grid.near([0, 0, 0], 3).sort()).toEqual([0, 1]);
    expect(grid.clashes([[7.5, 0, 0]], 3)).toBe(true);
    expect(grid.clashes([[6.5, 0, 0]], 3)).toBe(false);
  });
});
