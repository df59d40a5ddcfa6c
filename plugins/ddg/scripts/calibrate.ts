/**
 * npm run calibrate:ddg — fits the calibration's three weights (one per raw part; no intercept, so a
 * mutation to the residue itself stays 0) by least squares of the experimental ΔΔG on the raw parts,
 * over the FITTING set only (data/SOURCES.md), and writes src/physics/calibration.json. The report
 * set of bench/ddg.bench.mjs is never read here.
 */
import { writeFileSync } from 'node:fs';
import { calibrated, IDENTITY, RAW_PARTS } from '../src/physics/calibration.ts';
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
const { raw, seconds } = await predictRows(rows, { calibration: IDENTITY });
const samples = rows.flatMap((row, i) => (raw[i] ? [{ x: RAW_PARTS.map((p) => raw[i]![p]), y: row.ddg_exp }] : []));
const k = RAW_PARTS.length;
const ata = Array.from({ length: k }, (_, i) =>
  Array.from({ length: k }, (_, j) => samples.reduce((s, { x }) => s + x[i]! * x[j]!, 0)),
);
const aty = Array.from({ length: k }, (_, i) => samples.reduce((s, { x, y }) => s + x[i]! * y, 0));
const solution = solve(ata, aty);
const proteins = [...new Set(rows.map((r) => r.pdb))].join(', ');
const calibration = {
  weights: Object.fromEntries(RAW_PARTS.map((part, i) => [part, Number(solution[i]!.toFixed(5))])) as Record<
    (typeof RAW_PARTS)[number],
    number
  >,
  intercept: 0,
  fittedOn: `${samples.length} mutations of ${proteins} (Kellogg et al. 2011 set, fitting part)`,
};
writeFileSync(new URL('../src/physics/calibration.json', import.meta.url), `${JSON.stringify(calibration, null, 2)}\n`);
const fitted = rows.flatMap((row, i) => (raw[i] ? [[calibrated(raw[i]!, calibration), row.ddg_exp] as const] : []));
console.log(
  JSON.stringify(
    {
      ...calibration,
      pearson_on_fitting_set: pearson(
        fitted.map(([p]) => p),
        fitted.map(([, e]) => e),
      ).toFixed(3),
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
      raw: raw[i],
    })),
  ),
);
