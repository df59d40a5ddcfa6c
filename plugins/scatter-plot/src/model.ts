/** Scatter plot rules: series per collection, axes from the tab, box selection. Pure. */
import type { PoseSummary, ScoreColumn } from '@bench/sdk/model';

export interface ScatterSeries {
  collectionId: string;
  name: string;
  ids: string[];
  xs: Float64Array;
  ys: Float64Array;
}

export const SERIES_COLOURS = ['#1d5fa8', '#e07b00', '#2ca02c', '#9467bd', '#d62728', '#8c564b'];
export const SELECTED_COLOUR = '#f2b705';

/** Saved axes when they still exist, else the first two score columns. */
export function chooseAxes(
  columns: readonly ScoreColumn[],
  saved: { x?: string; y?: string },
): { x: string; y: string } | null {
  if (columns.length === 0) return null;
  const has = (key?: string) => key !== undefined && columns.some((c) => c.key === key);
  return {
    x: has(saved.x) ? saved.x! : columns[0].key,
    y: has(saved.y) ? saved.y! : columns[Math.min(1, columns.length - 1)].key,
  };
}

/** One series for the collection and one per comparison collection; poses lacking a value are left out. */
export function scatterSeries(
  poses: readonly PoseSummary[],
  collection: { _id: string; name: string },
  comparisons: readonly { collectionId: string; name: string }[],
  x: ScoreColumn,
  y: ScoreColumn,
): ScatterSeries[] {
  const groups = [{ collectionId: collection._id, name: collection.name }, ...comparisons];
  return groups.map(({ collectionId, name }) => {
    const ids: string[] = [];
    const xs: number[] = [];
    const ys: number[] = [];
    for (const pose of poses) {
      if (pose.pose_collection_id !== collectionId) continue;
      const vx = x.value(pose);
      const vy = y.value(pose);
      if (vx === null || vy === null || !Number.isFinite(vx) || !Number.isFinite(vy)) continue;
      ids.push(pose._id);
      xs.push(vx);
      ys.push(vy);
    }
    return { collectionId, name, ids, xs: Float64Array.from(xs), ys: Float64Array.from(ys) };
  });
}

export interface Box {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** Ids of every point inside the box, over all series. */
export function pointsInBox(series: readonly ScatterSeries[], box: Box): string[] {
  const out: string[] = [];
  for (const s of series) {
    for (let i = 0; i < s.ids.length; i++) {
      if (s.xs[i] >= box.xMin && s.xs[i] <= box.xMax && s.ys[i] >= box.yMin && s.ys[i] <= box.yMax) out.push(s.ids[i]);
    }
  }
  return out;
}

/** Padded [min, max] of all series along one axis. */
export function extent(series: readonly ScatterSeries[], axis: 'xs' | 'ys'): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const s of series)
    for (const v of s[axis]) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
  if (min === Infinity) return [0, 1];
  const pad = (max - min) * 0.05 || Math.abs(min) * 0.05 || 1;
  return [min - pad, max + pad];
}

export interface Ticks {
  values: number[];
  labels: string[];
}

/**
 * About `count` ticks on round steps (1, 2 or 5 × 10^n) inside [min, max], each labelled with just
 * enough decimals for neighbours to differ (a narrow range such as 0.4341–0.4349 gets 0.4342, 0.4344 …).
 */
export function niceTicks(min: number, max: number, count = 5): Ticks {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= min)
    return { values: [min], labels: [formatTick(min, 0)] };
  const rough = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const decimals = decimalsFor(step);
  const values: number[] = [];
  for (let k = Math.ceil(min / step); k * step <= max + step * 1e-9; k++)
    values.push(Number((k * step).toFixed(decimals)));
  return { values, labels: tickLabels(values) };
}

const decimalsFor = (step: number) => Math.min(20, Math.max(0, -Math.floor(Math.log10(step) + 1e-9)));

/** Labels of evenly spaced ticks: as many decimals as their spacing needs. */
export function tickLabels(values: readonly number[]): string[] {
  const step = values.length > 1 ? Math.abs(values[1]! - values[0]!) : 1;
  const decimals = step > 0 ? decimalsFor(step) : 0;
  return values.map((v) => formatTick(v, decimals));
}

/** Fixed decimals, without a '-0'. */
function formatTick(value: number, decimals: number): string {
  const text = value.toFixed(decimals);
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}

/** Linear map of [min, max] onto [from, to] pixels, anchored at min so narrow ranges far from 0 keep their precision. */
export function projection(min: number, max: number, from: number, to: number): (v: number) => number {
  const k = max === min ? 0 : (to - from) / (max - min);
  return (v) => from + (v - min) * k;
}
