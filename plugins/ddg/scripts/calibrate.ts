/**
 * npm run calibrate:ddg — fits both calibrations (no intercept, so a mutation to the residue itself
 * stays 0) by least squares of the experimental ΔΔG over the FITTING set only (data/SOURCES.md):
 * `physics` on the three molecular-mechanics parts, `combined` on those and the learned term; writes
 * src/physics/calibration.json. The report set of bench/ddg.bench.mjs is never read here.
 */
import { writeFileSync } from 'node:fs';
import { type Calibration, calibrated, type Parts, RAW_PARTS } from '../src/physics/calibration.ts';
import { experimentRows, pearson, predictRows } from './kelloggSubset.ts';

/** Solves A x = b (Gaussian elimination with partial pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    const pivot = m
      .slice(col)
      .reduce((best, row, k) => (Math.abs(row[col]!) > Math.abs(m[best]![col]!) ? col + k : best), col);
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

const rows = experimentRows('fit');
const { raw, seconds } = await predictRows(rows);
const proteins = [...new Set(rows.map((r) => r.pdb))].join(', ');

/** Least-squares weights of `parts` over the rows whose parts were all computed. */
function fit(parts: readonly (keyof Parts)[]): { calibration: Calibration; pearson: number } {
  const samples = rows.flatMap((row, i) => {
    const x = parts.map((part) => raw[i]?.[part]);
    return x.every((v) => v !== undefined) ? [{ x: x as number[], y: row.ddg_exp }] : [];
  });
  const k = parts.length;
  const ata = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => samples.reduce((s, { x }) => s + x[i]! * x[j]!, 0)),
  );
  const aty = Array.from({ length: k }, (_, i) => samples.reduce((s, { x, y }) => s + x[i]! * y, 0));
  const solution = solve(ata, aty);
  const calibration: Calibration = {
    weights: Object.fromEntries(parts.map((part, i) => [part, Number(solution[i]!.toFixed(5))])),
    intercept: 0,
    fittedOn: `${samples.length} mutations of ${proteins} (Kellogg et al. 2011 set, fitting part)`,
  };
  const fitted = samples.map(({ x }) =>
    calibrated(Object.fromEntries(parts.map((p, i) => [p, x[i]])) as Parts, calibration),
  );
  return {
    calibration,
    pearson: pearson(
      fitted,
      samples.map(({ y }) => y),
    ),
  };
}

const physics = fit(RAW_PARTS);
const combined = fit([...RAW_PARTS, 'learned']);
const calibrations = { combined: combined.calibration, physics: physics.calibration };
writeFileSync(
  new URL('../src/physics/calibration.json', import.meta.url),
  `${JSON.stringify(calibrations, null, 2)}\n`,
);
console.log(
  JSON.stringify(
    {
      ...calibrations,
      pearson_on_fitting_set: { combined: combined.pearson.toFixed(3), physics: physics.pearson.toFixed(3) },
      seconds: seconds.toFixed(0),
    },
    null,
    2,
  ),
);
console.log(
  JSON.stringify(
    rows.map((row, i) => ({
      pdb: row.pdb,
      mutation: `${row.wt}${row.position}${row.mut}`,
      exp: row.ddg_exp,
      parts: raw[i],
    })),
  ),
);
