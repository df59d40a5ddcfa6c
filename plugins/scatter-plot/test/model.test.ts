import { describe, expect, it } from 'vitest';
import type { ScoreColumn } from '@bench/sdk/model';
import { chooseAxes, extent, niceTicks, pointsInBox, projection, scatterSeries } from '../src/model.ts';

const columns: ScoreColumn[] = [
  { key: 'score', label: 'Score', value: (p) => p.score ?? null },
  { key: 'rms', label: 'RMSD', value: (p) => p.rms ?? null },
];
const poses = [
  { _id: 'a', name: 'a', pose_collection_id: 'c1', score: 1, rms: 1 },
  { _id: 'b', name: 'b', pose_collection_id: 'c1', score: 2, rms: null },
  { _id: 'c', name: 'c', pose_collection_id: 'c2', score: 3, rms: 3 },
  { _id: 'd', name: 'd', pose_collection_id: 'other', score: 4, rms: 4 },
];

describe('scatter model', () => {
  it('keeps saved axes that still exist, else takes the first two columns', () => {
    expect(chooseAxes(columns, {})).toEqual({ x: 'score', y: 'rms' });
    expect(chooseAxes(columns, { x: 'rms', y: 'gone' })).toEqual({ x: 'rms', y: 'rms' });
    expect(chooseAxes([], {})).toBeNull();
  });

  it('one series per collection and comparison; poses without both values are left out', () => {
    const series = scatterSeries(
      poses,
      { _id: 'c1', name: 'Designs' },
      [{ collectionId: 'c2', name: 'Other' }],
      columns[0],
      columns[1],
    );
    expect(series.map((s) => [s.name, s.ids])).toEqual([
      ['Designs', ['a']],
      ['Other', ['c']],
    ]);
  });

  it('a box selects the points inside it across series', () => {
    const series = scatterSeries(
      poses,
      { _id: 'c1', name: 'Designs' },
      [{ collectionId: 'c2', name: 'Other' }],
      columns[0],
      columns[1],
    );
    expect(pointsInBox(series, { xMin: 0, xMax: 3.5, yMin: 0.5, yMax: 10 })).toEqual(['a', 'c']);
    expect(pointsInBox(series, { xMin: 1.5, xMax: 2.5, yMin: 0, yMax: 10 })).toEqual([]);
    expect(extent(series, 'xs')).toEqual([0.9, 3.1]);
  });
});

describe('scatter axes', () => {
  it('labels the ticks of a narrow range distinctly, with enough decimals', () => {
    const { values, labels } = niceTicks(0.43412, 0.43487);
    expect(values.length).toBeGreaterThanOrEqual(3);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual(['0.4342', '0.4344', '0.4346', '0.4348']);
    for (const v of values) expect(v >= 0.43412 && v <= 0.43487).toBe(true);
  });

  it('keeps whole numbers whole and spans wide ranges in round steps', () => {
    expect(niceTicks(-12, 87).labels).toEqual(['0', '20', '40', '60', '80']);
    expect(niceTicks(-1100.4, -1100.2).labels).toEqual(['-1100.40', '-1100.35', '-1100.30', '-1100.25', '-1100.20']);
  });

  it('projects every point of a narrow padded range inside the frame', () => {
    const xs = [1000.00011, 1000.00012, 1000.00019];
    const [min, max] = extent(
      [{ collectionId: 'c', ids: ['a', 'b', 'c'], xs: Float64Array.from(xs), ys: Float64Array.from(xs) }] as never,
      'xs',
    );
    const toX = projection(min, max, 50, 650);
    for (const x of xs) {
      expect(toX(x)).toBeGreaterThan(50);
      expect(toX(x)).toBeLessThan(650);
    }
    expect(toX(min)).toBe(50);
  });
});
