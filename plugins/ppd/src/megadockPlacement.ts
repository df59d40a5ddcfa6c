/**
 * Where a MEGADOCK decoy puts the ligand: decoygen's transform (src/decoygen.cpp of
 * akiyamalab/MEGADOCK, commit 87c8432494e0, after ZDOCK's create.pl), done here so a site
 * configures one command. For every ligand atom p:
 *
 *   p' = M(ψ, θ, φ) · M(ψ0, θ0, φ0) · (p − L) − t·spacing + R
 *
 * L and R are the ligand's and receptor's centres from the file's header, (ψ0, θ0, φ0) its initial
 * rotation, (ψ, θ, φ) and t the decoy's angles and grid translation. M is decoygen's `rotateAtom`,
 * z-x-z Euler angles: M = Rz(ψ)·Rx(θ)·Rz(φ). A grid translation of N/2 or more stands for
 * t − N (the FFT's periodic box of N points).
 */
import type { Rotation } from '@bench/engine-sim';
import type { Point } from '@bench/structure';
import type { MegadockDecoy, MegadockOutput } from './megadockOutput.ts';

/** decoygen's rotateAtom matrix, row-major. */
export function eulerRotation(psi: number, theta: number, phi: number): Rotation {
  const [cp, sp, ct, st, cf, sf] = [
    Math.cos(psi),
    Math.sin(psi),
    Math.cos(theta),
    Math.sin(theta),
    Math.cos(phi),
    Math.sin(phi),
  ];
  return [
    cp * cf - sp * ct * sf,
    -cp * sf - sp * ct * cf,
    sp * st,
    sp * cf + cp * ct * sf,
    -sp * sf + cp * ct * cf,
    -cp * st,
    st * sf,
    st * cf,
    ct,
  ];
}

function product(a: Rotation, b: Rotation): Rotation {
  return Array.from({ length: 9 }, (_, k) => {
    const [i, j] = [Math.floor(k / 3), k % 3];
    return a[3 * i]! * b[j]! + a[3 * i + 1]! * b[3 + j]! + a[3 * i + 2]! * b[6 + j]!;
  });
}

/** A grid index of the periodic box as a signed shift (decoygen: `if (t >= N/2) t -= N`). */
export const signedShift = (t: number, fftSize: number): number => (t >= Math.floor(fftSize / 2) ? t - fftSize : t);

/** The rigid move of the decoy for `transformPose`: p' = rotation · (p − about) + to. */
export function decoyPlacement(
  output: MegadockOutput,
  decoy: MegadockDecoy,
): { rotation: Rotation; about: Point; to: Point } {
  const rotation = product(eulerRotation(...decoy.angles), eulerRotation(...output.initialAngles));
  const shift = decoy.translation.map((t) => signedShift(t, output.fftSize) * output.spacing);
  const r = output.receptor.center;
  return { rotation, about: output.ligand.center, to: [r[0] - shift[0]!, r[1] - shift[1]!, r[2] - shift[2]!] };
}
