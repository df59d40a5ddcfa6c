/**
 * An ideal α-helix backbone built from internal coordinates (NeRF): standard bond lengths and
 * angles (Engh & Huber), φ −57°, ψ −47°, ω 180°. That gives the real helix: 3.6 residues a turn
 * (100° per residue) and a 1.5 Å rise. Cβ is placed by the ideal tetrahedral construction.
 */
import { idealCb, name3Of, type PoseResidue } from '@bench/engine-sim';
import type { AtomRecord, Point } from '@bench/structure';

const DEG = Math.PI / 180;
export const HELIX = { phi: -57 * DEG, psi: -47 * DEG, omega: 180 * DEG } as const;
const BOND = { nCa: 1.458, caC: 1.525, cN: 1.329, cO: 1.231 } as const;
const ANGLE = { nCaC: 111.2 * DEG, caCN: 116.2 * DEG, cNCa: 121.7 * DEG, caCO: 120.5 * DEG } as const;

type Vec = [number, number, number];
const sub = (a: Point, b: Point): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Point, b: Point): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Point): Vec => {
  const n = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / n, a[1] / n, a[2] / n];
};

/** The atom d with |cd| = bond, angle bcd = angle and dihedral abcd = torsion. */
export function place(a: Point, b: Point, c: Point, bond: number, angle: number, torsion: number): Vec {
  const bc = unit(sub(c, b));
  const n = unit(cross(sub(b, a), bc));
  const m = cross(n, bc);
  const d = [
    -bond * Math.cos(angle),
    bond * Math.sin(angle) * Math.cos(torsion),
    bond * Math.sin(angle) * Math.sin(torsion),
  ];
  return [
    c[0] + d[0]! * bc[0] + d[1]! * m[0] + d[2]! * n[0],
    c[1] + d[0]! * bc[1] + d[1]! * m[1] + d[2]! * n[1],
    c[2] + d[0]! * bc[2] + d[1]! * m[2] + d[2]! * n[2],
  ];
}

/** Backbone N, Cα, C, O of `length` helical residues. */
export function helixBackbone(length: number): { n: Vec; ca: Vec; c: Vec; o: Vec }[] {
  const n0: Vec = [0, 0, 0];
  const ca0: Vec = [BOND.nCa, 0, 0];
  const c0: Vec = [BOND.nCa - BOND.caC * Math.cos(ANGLE.nCaC), BOND.caC * Math.sin(ANGLE.nCaC), 0];
  const out = [{ n: n0, ca: ca0, c: c0, o: [0, 0, 0] as Vec }];
  for (let i = 1; i < length; i++) {
    const p = out[i - 1]!;
    const n = place(p.n, p.ca, p.c, BOND.cN, ANGLE.caCN, HELIX.psi);
    const ca = place(p.ca, p.c, n, BOND.nCa, ANGLE.cNCa, HELIX.omega);
    const c = place(p.c, n, ca, BOND.caC, ANGLE.nCaC, HELIX.phi);
    out.push({ n, ca, c, o: [0, 0, 0] });
  }
  for (const r of out) r.o = place(r.n, r.ca, r.c, BOND.cO, ANGLE.caCO, HELIX.psi + Math.PI);
  return out;
}

/** The helix axis direction: from the mean of the first four Cα to the mean of the last four. */
export function helixAxis(cas: readonly Point[]): Vec {
  const mean = (ps: readonly Point[]): Vec =>
    ps.reduce<Vec>((s, p) => [s[0] + p[0] / ps.length, s[1] + p[1] / ps.length, s[2] + p[2] / ps.length], [0, 0, 0]);
  return unit(sub(mean(cas.slice(-4)), mean(cas.slice(0, 4))));
}

/** Residues of a helical chain with the given one-letter sequence (backbone and Cβ; no other side-chain atoms). */
export function helixResidues(sequence: string, chain: string, firstPosition: number): PoseResidue[] {
  return helixBackbone(sequence.length).map((bb, i) => {
    const letter = sequence[i]!;
    const name3 = name3Of(letter);
    const atom = (name: string, element: string, [x, y, z]: Point): AtomRecord => ({
      hetero: false,
      serial: 0,
      name,
      altLoc: '',
      name3,
      chain,
      resid: i + 1,
      icode: '',
      x,
      y,
      z,
      occupancy: 1,
      b: 0,
      element,
      charge: '',
    });
    const atoms = [atom('N', 'N', bb.n), atom('CA', 'C', bb.ca), atom('C', 'C', bb.c), atom('O', 'O', bb.o)];
    if (letter !== 'G') atoms.push(atom('CB', 'C', idealCb(bb.n, bb.ca, bb.c)));
    return { chain, resid: i + 1, icode: '', name3, type: 'caa' as const, letter, position: firstPosition + i, atoms };
  });
}
