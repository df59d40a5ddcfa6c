import { describe, expect, it } from 'vitest';
import type { TabData } from '@bench/sdk/model';
import {
  ALLELE_GROUPS,
  average,
  cutoffError,
  DEFAULT_ALLELE_GROUP,
  DEFAULT_CUTOFFS,
  epitopeCost,
  epitopeCsv,
  epitopeModel,
  formatValue,
  hits,
  unitLabel,
  viewIdOf,
  type EpitopeRow,
} from '../src/model.ts';

const entry = (allele_name: string, nM: number, rank: number, known = false) => ({
  allele_name,
  epitope_binding_IC50_nM: nM,
  epitope_rank_percentage: rank,
  epitope_score: 0.5,
  known_epitope: known,
});
const row: EpitopeRow = {
  epitope_begin_seqpos: 12,
  epitope_seq: 'SLYNTVATL',
  genome_sequence: 'XSLYNTVATL',
  epitope_data: [
    entry('HLA-A*02:01', 12.4, 0.31),
    entry('HLA-A*01:01', 9000, 45.5),
    entry('HLA-B*07:02', 480, 9.99),
    entry('HLA-B*08:01', 30000, 80, true),
  ],
};

describe('epitope rules (spec 2 §3–§5, §9)', () => {
  it('has the allele groups of the spec, nested, with human8 the default', () => {
    expect([
      ALLELE_GROUPS.human.length,
      ALLELE_GROUPS.human14.length,
      ALLELE_GROUPS.human8.length,
      ALLELE_GROUPS.mouse.length,
    ]).toEqual([26, 14, 8, 1]);
    expect(ALLELE_GROUPS.human14.every((a) => (ALLELE_GROUPS.human as readonly string[]).includes(a))).toBe(true);
    expect(ALLELE_GROUPS.human8.every((a) => (ALLELE_GROUPS.human14 as readonly string[]).includes(a))).toBe(true);
    expect(DEFAULT_ALLELE_GROUP).toBe('human8');
    expect(DEFAULT_CUTOFFS).toEqual({ nM: 500, rank: 10 });
  });

  it.each([
    ['nM', 500, 3], // A*02:01 and B*07:02 bind, B*08:01 is a known epitope
    ['nM', 10, 1], // only the known epitope
    ['rank', 10, 3],
    ['rank', 0.3, 1],
    ['rank', 50, 4], // A*01:01 at 45.5 % too
  ] as const)('hits in %s at cutoff %s: %s', (unit, cutoff, expected) => {
    expect(hits(row, ALLELE_GROUPS.human8, unit, cutoff)).toBe(expected);
  });

  it('counts only the alleles of the chosen group', () => {
    expect(hits(row, ['HLA-A*02:01'], 'nM', 500)).toBe(1);
    expect(hits(row, ALLELE_GROUPS.mouse, 'nM', 500)).toBe(0);
    expect(average(row, ALLELE_GROUPS.mouse, 'nM')).toBeNull();
    expect(average(row, ['HLA-A*02:01', 'HLA-B*07:02'], 'nM')).toBeCloseTo(246.2);
  });

  it.each([
    ['nM', 0, 'Minimum value is 1 nM'],
    ['nM', 1, null],
    ['nM', 1e6, null],
    ['rank', -1, 'Between 0% and 100%'],
    ['rank', 0, null],
    ['rank', 100, null],
    ['rank', 100.5, 'Between 0% and 100%'],
    ['nM', Number.NaN, 'Minimum value is 1 nM'],
  ] as const)('cutoff %s %s → %s', (unit, value, message) => {
    expect(cutoffError(unit, value)).toBe(message);
  });

  it('rounds nM to 0 and rank to 2 decimals, labels nM and %, and throws on any other unit', () => {
    expect(formatValue('nM', 12.4)).toBe('12');
    expect(formatValue('rank', 9.999)).toBe('10.00');
    expect([unitLabel('nM'), unitLabel('rank')]).toEqual(['nM', '%']);
    expect(() => unitLabel('kcal' as never)).toThrow("Unknown epitope unit 'kcal'");
  });

  it('throws where the spec says when the active tab is not an epitope view', () => {
    const tab = (kind: string): TabData => ({
      id: 't',
      kind,
      title: 'x',
      isCloseable: true,
      data: { type: 'epitope_prediction_views', id: 'v1' },
    });
    expect(viewIdOf(tab('epitopePredictionView'))).toBe('v1');
    expect(() => viewIdOf(null)).toThrow('no active tab');
    expect(() => viewIdOf(tab('ddg'))).toThrow('active tab must be an epitope prediction view');
  });

  it('writes the grid CSV with the chosen alleles in the chosen unit', () => {
    const [header, line] = epitopeCsv([row], ['HLA-A*02:01', 'HLA-A*03:01'], 'rank', 10).trim().split('\n');
    expect(header).toBe('Position,Sequence,Hits,Average (%),HLA-A*02:01 (%),HLA-A*03:01 (%)');
    expect(line).toBe('12,SLYNTVATL,1,0.31,0.31,');
  });

  it('needs at least 1 structure and costs 1 per sequence (each chain)', () => {
    expect(epitopeModel.availability({ structures: [] })).toEqual({
      enabled: false,
      hint: 'Select at least 1 structure to run Epitope prediction',
    });
    expect(epitopeCost.price(epitopeModel.defaults(), { structureCount: 2, sequences: ['ACDE', 'AC/DE/FG'] })).toBe(4);
  });
});
