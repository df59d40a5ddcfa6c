/** The experimental set of plugins/ddg/data (SOURCES.md): rows, and the engine run over them protein by protein. */
import { readFileSync } from 'node:fs';
import type { RawParts } from '../src/physics/calibration.ts';
import { computeDdg, type DdgOptions } from '../src/physics/index.ts';

export interface ExperimentRow {
  set: 'fit' | 'report';
  pdb: string;
  chain: string;
  position: string;
  wt: string;
  mut: string;
  ddg_exp: number;
  rosetta_r57471: number | null;
}

const data = new URL('../data/', import.meta.url);

export function experimentRows(set: ExperimentRow['set']): ExperimentRow[] {
  const [header, ...lines] = readFileSync(new URL('kellogg-subset.csv', data), 'utf8').trim().split(/\r?\n/);
  const columns = header!.split(',');
  return lines
    .map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])))
    .filter((row) => row.set === set)
    .map(
      (row) =>
        ({
          ...row,
          ddg_exp: Number(row.ddg_exp),
          rosetta_r57471: row.rosetta_r57471 === '' ? null : Number(row.rosetta_r57471),
        }) as ExperimentRow,
    );
}

/** Runs the engine on every row (one structure at a time); null where the engine refused a mutation. */
export async function predictRows(
  rows: readonly ExperimentRow[],
  options: DdgOptions = {},
): Promise<{ predicted: (number | null)[]; raw: (RawParts | null)[]; seconds: number }> {
  const predicted: (number | null)[] = [];
  const raw: (RawParts | null)[] = [];
  const started = performance.now();
  for (const pdb of [...new Set(rows.map((r) => r.pdb))]) {
    const mine = rows.filter((r) => r.pdb === pdb);
    const structure = readFileSync(new URL(`pdb/${pdb}.pdb`, data), 'utf8');
    const mutations = mine.map((r) => ({
      chain: r.chain,
      resid: Number.parseInt(r.position, 10),
      icode: r.position.replace(/^-?\d+/, ''),
      wt: r.wt,
      mut: r.mut,
    }));
    const run = await computeDdg(structure, mutations, {
      ...options,
      progress: (step, percent) =>
        process.stderr.write(`\r${pdb} ${Math.round(percent)}% ${step.slice(0, 60).padEnd(60)}`),
    });
    for (const score of run.scores) {
      predicted.push('error' in score ? null : score.ddg_kcal);
      raw.push('error' in score ? null : score.raw);
    }
  }
  process.stderr.write('\n');
  return { predicted, raw, seconds: (performance.now() - started) / 1000 };
}

export function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2;
    i = j + 1;
  }
  return out;
}

export const spearman = (x: readonly number[], y: readonly number[]) => pearson(ranks(x), ranks(y));
export const rmse = (x: readonly number[], y: readonly number[]) =>
  Math.sqrt(x.reduce((s, v, i) => s + (v - y[i]!) ** 2, 0) / x.length);
