import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyTransform, kabsch, rmsd, type Point } from '../src/kabsch.ts';
import { parsePdb } from '../src/pdbParser.ts';
import { fixturePath } from '@bench/fixtures';

const fixtures = fixturePath('pdb');

/** Backbone atoms (N, CA, C, O) of a chain of the first model, in file order. */
function backbone(file: string, chain: string): Point[] {
  const s = parsePdb(readFileSync(join(fixtures, file), 'utf8'));
  const model = s.models[0];
  const points: Point[] = [];
  for (const residue of model.residues) {
    if (residue.chain !== chain || residue.hetero) continue;
    for (let a = residue.atomStart; a < residue.atomEnd; a++) {
      if (['N', 'CA', 'C', 'O'].includes(s.atoms.name[a])) points.push([s.atoms.x[a], s.atoms.y[a], s.atoms.z[a]]);
    }
  }
  return points;
}

function rotationAbout(axis: Point, angle: number): number[] {
  const n = Math.hypot(...axis);
  const [x, y, z] = axis.map((v) => v / n);
  const c = Math.cos(angle);
  const s = Math.sin(angle);
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

describe('kabsch superposition', () => {
  const crambin = backbone('1crn.pdb', 'A');

  it('puts a rotated and translated copy back with RMSD ~0', () => {
    const moved = crambin.map((p) =>
      applyTransform(p, { rotation: rotationAbout([1, 2, 3], 1.234), translation: [10, -20, 5.5] }),
    );
    expect(rmsd(moved, crambin)).toBeGreaterThan(10);
    const fit = kabsch(moved, crambin);
    expect(fit.rmsd).toBeLessThan(1e-6);
    const back = moved.map((p) => applyTransform(p, fit));
    expect(rmsd(back, crambin)).toBeLessThan(1e-6);
  });

  it('handles a 180° turn (the quaternion case where the naive trace is negative)', () => {
    const turned = crambin.map((p) =>
      applyTransform(p, { rotation: rotationAbout([0, 0, 1], Math.PI), translation: [0, 0, 0] }),
    );
    expect(kabsch(turned, crambin).rmsd).toBeLessThan(1e-6);
  });

  it('gives the known RMSD of a fixed displacement and never reflects', () => {
    // square in the plane z=0 vs. its mirror image: the best proper rotation cannot fit a reflection exactly
    const tetra: Point[] = [
      [0, 0, 0],
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ];
    const mirror: Point[] = tetra.map(([x, y, z]) => [x, y, -z]);
    const fit = kabsch(mirror, tetra);
    expect(fit.rmsd).toBeGreaterThan(0.1);
    const r = fit.rotation;
    const det =
      r[0] * (r[4] * r[8] - r[5] * r[7]) - r[1] * (r[3] * r[8] - r[5] * r[6]) + r[2] * (r[3] * r[7] - r[4] * r[6]);
    expect(det).toBeCloseTo(1, 9);
    // one point shifted by 1 Å along x among 4: centroid-shifted translation leaves RMSD sqrt(3)/4
    const shifted: Point[] = tetra.map((p, i) => (i === 0 ? [p[0] + 1, p[1], p[2]] : p));
    expect(kabsch(shifted, tetra).rmsd).toBeLessThanOrEqual(Math.sqrt(3) / 4 + 1e-9);
  });

  it('haemoglobin alpha chains A and C superpose within half an ångström', () => {
    const a = backbone('4hhb.pdb', 'A');
    const c = backbone('4hhb.pdb', 'C');
    expect(a.length).toBe(c.length);
    expect(a.length).toBe(141 * 4);
    const fit = kabsch(c, a);
    expect(fit.rmsd).toBeGreaterThan(0.05);
    expect(fit.rmsd).toBeLessThan(0.5);
    expect(rmsd(c, a)).toBeGreaterThan(10);
  });

  it('refuses fewer than 3 points or unequal sets', () => {
    expect(() =>
      kabsch(
        [
          [0, 0, 0],
          [1, 0, 0],
        ],
        [
          [0, 0, 0],
          [1, 0, 0],
        ],
      ),
    ).toThrow();
    expect(() => kabsch(crambin.slice(0, 4), crambin.slice(0, 5))).toThrow();
  });
});
