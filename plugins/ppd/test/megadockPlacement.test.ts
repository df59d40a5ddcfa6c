import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPose, transformPose } from '@bench/engine-sim';
import { parseMegadockOutput } from '../src/megadockOutput.ts';
import { decoyPlacement, eulerRotation, signedShift } from '../src/megadockPlacement.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../shared/fixtures/pdb/${name}`, import.meta.url), 'utf8');

// A .out with a non-zero initial rotation and grid translations on both sides of N/2, and the
// atoms decoygen itself writes for it from 1crn.pdb: decoygen.cpp of akiyamalab/MEGADOCK
// 87c8432494e0 compiled with g++ and run as `decoygen d1.pdb 1crn.pdb test.out 1` (and 2).
const OUT = [
  '120\t1.20',
  '\t0.300000\t1.100000\t-0.700000',
  'receptor.pdb\t10.000000\t-5.000000\t20.000000',
  '1crn.pdb\t9.500000\t9.000000\t6.500000',
  '-2.094395\t0.523599\t1.570796\t3\t117\t60\t1234.56',
  '0.785398\t2.356194\t-3.141593\t59\t61\t0\t999.99',
].join('\n');
const DECOYGEN: Record<number, [number, [number, number, number]][]> = {
  1: [
    [1, [15.708, -1.338, 94.14]],
    [100, [4.341, -0.898, 84.825]],
    [327, [5.86, -7.885, 90.533]],
  ],
  2: [
    [1, [-69.909, 63.56, 18.2]],
    [100, [-59.319, 71.883, 24.095]],
    [327, [-60.366, 63.005, 26.042]],
  ],
};

describe("MEGADOCK's decoy transform (decoygen's)", () => {
  it('places 1CRN where decoygen does, to its 3 decimals', () => {
    const out = parseMegadockOutput(OUT);
    const crambin = readPose(fixture('1crn.pdb'));
    for (const decoy of out.decoys) {
      const { rotation, about, to } = decoyPlacement(out, decoy);
      const atoms = transformPose(crambin, rotation, about, to).residues.flatMap((r) => r.atoms);
      for (const [serial, xyz] of DECOYGEN[decoy.rank]!) {
        const atom = atoms[serial - 1]!;
        [atom.x, atom.y, atom.z].forEach((v, k) => expect(v).toBeCloseTo(xyz[k]!, 2));
      }
    }
  });

  it('uses z-x-z Euler angles: ψ and φ turn about z, θ about x', () => {
    const near = (r: readonly number[], m: number[]) => r.forEach((v, k) => expect(v).toBeCloseTo(m[k]!, 12));
    near(eulerRotation(0, 0, 0), [1, 0, 0, 0, 1, 0, 0, 0, 1]);
    near(eulerRotation(Math.PI / 2, 0, 0), [0, -1, 0, 1, 0, 0, 0, 0, 1]);
    near(eulerRotation(0, Math.PI / 2, 0), [1, 0, 0, 0, 0, -1, 0, 1, 0]);
    near(eulerRotation(0, 0, Math.PI / 2), [0, -1, 0, 1, 0, 0, 0, 0, 1]);
  });

  it('reads grid indices of N/2 and above as negative shifts of the periodic box', () => {
    expect([0, 59, 60, 61, 119].map((t) => signedShift(t, 120))).toEqual([0, 59, -60, -59, -1]);
    expect([63, 64].map((t) => signedShift(t, 127))).toEqual([-64, -63]);
  });
});
