/**
 * Kabsch superposition: the proper rotation and translation that move `mobile` onto `target`
 * with the least root-mean-square deviation. The optimal rotation is found as the top eigenvector
 * of Horn's 4×4 quaternion matrix (equivalent to Kabsch's SVD, and never a reflection).
 */
export type Point = readonly [number, number, number];

export interface Superposition {
  /** row-major 3×3 rotation */
  rotation: number[];
  translation: [number, number, number];
  /** RMSD after superposition, Å */
  rmsd: number;
}

export function centroid(points: readonly Point[]): [number, number, number] {
  const c: [number, number, number] = [0, 0, 0];
  for (const p of points) for (let k = 0; k < 3; k++) c[k] += p[k];
  return c.map((v) => v / points.length) as [number, number, number];
}

export function applyTransform(
  p: Point,
  { rotation: r, translation: t }: Pick<Superposition, 'rotation' | 'translation'>,
): [number, number, number] {
  return [
    r[0] * p[0] + r[1] * p[1] + r[2] * p[2] + t[0],
    r[3] * p[0] + r[4] * p[1] + r[5] * p[2] + t[1],
    r[6] * p[0] + r[7] * p[1] + r[8] * p[2] + t[2],
  ];
}

export function rmsd(a: readonly Point[], b: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++)
    sum += (a[i][0] - b[i][0]) ** 2 + (a[i][1] - b[i][1]) ** 2 + (a[i][2] - b[i][2]) ** 2;
  return Math.sqrt(sum / a.length);
}

export function kabsch(mobile: readonly Point[], target: readonly Point[]): Superposition {
  if (mobile.length !== target.length || mobile.length < 3)
    throw new Error('superposition needs two equal sets of at least 3 points');
  const cm = centroid(mobile);
  const ct = centroid(target);
  // covariance S[a][b] = Σ (mobile_a − cm_a)(target_b − ct_b)
  const s = new Array(9).fill(0);
  for (let i = 0; i < mobile.length; i++) {
    for (let a = 0; a < 3; a++) {
      const m = mobile[i][a] - cm[a];
      for (let b = 0; b < 3; b++) s[a * 3 + b] += m * (target[i][b] - ct[b]);
    }
  }
  const [xx, xy, xz, yx, yy, yz, zx, zy, zz] = s;
  const n = [
    [xx + yy + zz, yz - zy, zx - xz, xy - yx],
    [yz - zy, xx - yy - zz, xy + yx, zx + xz],
    [zx - xz, xy + yx, -xx + yy - zz, yz + zy],
    [xy - yx, zx + xz, yz + zy, -xx - yy + zz],
  ];
  const [q0, q1, q2, q3] = topEigenvector(n);
  const rotation = [
    q0 * q0 + q1 * q1 - q2 * q2 - q3 * q3,
    2 * (q1 * q2 - q0 * q3),
    2 * (q1 * q3 + q0 * q2),
    2 * (q1 * q2 + q0 * q3),
    q0 * q0 - q1 * q1 + q2 * q2 - q3 * q3,
    2 * (q2 * q3 - q0 * q1),
    2 * (q1 * q3 - q0 * q2),
    2 * (q2 * q3 + q0 * q1),
    q0 * q0 - q1 * q1 - q2 * q2 + q3 * q3,
  ];
  const rc = applyTransform(cm, { rotation, translation: [0, 0, 0] });
  const translation: [number, number, number] = [ct[0] - rc[0], ct[1] - rc[1], ct[2] - rc[2]];
  const moved = mobile.map((p) => applyTransform(p, { rotation, translation }));
  return { rotation, translation, rmsd: rmsd(moved, target) };
}

/** Eigenvector of the largest eigenvalue of a symmetric 4×4 matrix (cyclic Jacobi rotations). */
function topEigenvector(input: number[][]): number[] {
  const a = input.map((row) => [...row]);
  const v: number[][] = [0, 1, 2, 3].map((i) => [0, 1, 2, 3].map((j) => (i === j ? 1 : 0)));
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < 3; p++) for (let q = p + 1; q < 4; q++) off += a[p][q] ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < 3; p++) {
      for (let q = p + 1; q < 4; q++) {
        if (Math.abs(a[p][q]) < 1e-300) continue;
        const theta = (a[q][q] - a[p][p]) / (2 * a[p][q]);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const sn = t * c;
        for (let k = 0; k < 4; k++) {
          const akp = a[k][p];
          const akq = a[k][q];
          a[k][p] = c * akp - sn * akq;
          a[k][q] = sn * akp + c * akq;
        }
        for (let k = 0; k < 4; k++) {
          const apk = a[p][k];
          const aqk = a[q][k];
          a[p][k] = c * apk - sn * aqk;
          a[q][k] = sn * apk + c * aqk;
        }
        for (let k = 0; k < 4; k++) {
          const vkp = v[k][p];
          const vkq = v[k][q];
          v[k][p] = c * vkp - sn * vkq;
          v[k][q] = sn * vkp + c * vkq;
        }
      }
    }
  }
  let best = 0;
  for (let i = 1; i < 4; i++) if (a[i][i] > a[best][best]) best = i;
  return [v[0][best], v[1][best], v[2][best], v[3][best]];
}
