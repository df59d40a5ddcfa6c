/** The experimental set of plugins/ddg/data (SOURCES.md): rows, and the engine run over them protein by protein. */
import { readFileSync } from 'node:fs';
import type { Parts } from '../src/physics/calibration.ts';
import { computeDdg, type DdgMutation, type DdgOptions, type DdgOutcome } from '../src/physics/index.ts';

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

/** A mutation as the data sets write its residue: a number with an optional insertion code ('52A'). */
export function mutationAt(chain: string, position: string, wt: string, mut: string): DdgMutation {
  return { chain, resid: Number.parseInt(position, 10), icode: position.replace(/^-?\d+/, ''), wt, mut };
}

/**
 * Runs the engine structure by structure, progress on stderr: each mutation's outcome, in order. A
 * structure the engine refuses as a whole gives its message for each of its mutations.
 */
export async function scoreStructures(
  structures: readonly { name: string; pdb: string; mutations: DdgMutation[] }[],
  options: DdgOptions = {},
): Promise<DdgOutcome[]> {
  const outcomes: DdgOutcome[] = [];
  for (const { name, pdb, mutations } of structures) {
    try {
      const run = await computeDdg(pdb, mutations, {
        ...options,
        progress: (step, percent) =>
          process.stderr.write(`\r${name} ${Math.round(percent)}% ${step.slice(0, 60).padEnd(60)}`),
      });
      outcomes.push(...run.scores);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcomes.push(...mutations.map(() => ({ error: message })));
    }
  }
  process.stderr.write('\n');
  return outcomes;
}

/** Runs the engine on every row, grouped by structure; null where the engine refused a mutation. */
export async function predictRows(
  rows: readonly ExperimentRow[],
  options: DdgOptions = {},
): Promise<{ predicted: (number | null)[]; raw: (Parts | null)[]; seconds: number }> {
  const started = performance.now();
  const pdbs = [...new Set(rows.map((r) => r.pdb))];
  const ordered = pdbs.flatMap((pdb) => rows.filter((r) => r.pdb === pdb));
  const outcomes = await scoreStructures(
    pdbs.map((pdb) => ({
      name: pdb,
      pdb: readFileSync(new URL(`pdb/${pdb}.pdb`, data), 'utf8'),
      mutations: ordered.filter((r) => r.pdb === pdb).map((r) => mutationAt(r.chain, r.position, r.wt, r.mut)),
    })),
    options,
  );
  return {
    predicted: outcomes.map((o) => ('error' in o ? null : o.ddg_kcal)),
    raw: outcomes.map((o) => ('error' in o ? null : o.raw)),
    seconds: (performance.now() - started) / 1000,
  };
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
