import { describe, expect, it } from 'vitest';
import params from '../params/epitope-matrices.json';
import { canonicalAllele, rankTableOf, shippedPredictor } from '../src/predictor/index.ts';
import { shippedBackground } from './backgroundRanks.ts';

const predictor = shippedPredictor();

describe('the shipped predictor', () => {
  it.each([
    ['influenza M1 58-66', 'GILGFVFTL'],
    ['CMV pp65 495-503', 'NLVPMVATV'],
  ])('scores the HLA-A*02:01 epitope %s (%s) as a strong binder', (_, peptide) => {
    const prediction = predictor.predict('HLA-A*02:01', peptide)!;
    expect(prediction.ic50_nM).toBeLessThan(500);
    expect(prediction.rank_percent).toBeLessThan(2);
    expect(prediction.score).toBeGreaterThan(0.5);
  });

  it('ranks the HLA-A*02:01 epitope HIV-1 gag 77-85 (SLYNTVATL) in the top 5 %, though it misses its 50 nM (a known weakness: README)', () => {
    const prediction = predictor.predict('HLA-A*02:01', 'SLYNTVATL')!;
    expect(prediction.rank_percent).toBeLessThan(5);
    expect(prediction.ic50_nM).toBeLessThan(1000);
  });

  it.each([
    ['HLA-A*02:01', 'AAIGLAWIP'],
    ['HLA-B*07:02', 'GILGFVFTL'],
  ])('scores the measured non-binder %s %s above 500 nM and outside the top 10%%', (allele, peptide) => {
    const prediction = predictor.predict(allele, peptide)!;
    expect(prediction.ic50_nM).toBeGreaterThan(500);
    expect(prediction.rank_percent).toBeGreaterThan(10);
  });

  it('reads the allele spellings of other tools as the same allele', () => {
    const expected = predictor.predict('HLA-A*02:01', 'GILGFVFTL');
    for (const name of ['HLA-A02:01', 'HLA-A0201', 'A*02:01', 'hla-a*02:01'])
      expect(predictor.predict(name, 'GILGFVFTL')).toEqual(expected);
    expect(canonicalAllele('H2-Kb')).toBe('H-2-Kb');
  });

  it('returns nothing for an allele, a length or a residue it cannot score', () => {
    expect(predictor.predict('HLA-Z*99:99', 'GILGFVFTL')).toBeNull();
    expect(predictor.predict('HLA-C*07:02', 'GILGFVFTL')).toBeNull(); // neither a matrix nor a shipped pseudo-sequence
    expect(predictor.predict('HLA-A*02:01', 'GILGFVFTLGILGF')).toBeNull();
    expect(predictor.predict('HLA-A*02:01', 'GILGXVFTL')).toBeNull();
    expect(predictor.lengths('HLA-Z*99:99')).toEqual([]);
  });

  it('covers the IEDB reference panel of 27 human alleles and two mouse alleles at 9 residues', () => {
    const panel = [
      'A*01:01',
      'A*02:01',
      'A*02:03',
      'A*02:06',
      'A*03:01',
      'A*11:01',
      'A*23:01',
      'A*24:02',
      'A*26:01',
      'A*30:01',
      'A*30:02',
      'A*31:01',
      'A*32:01',
      'A*33:01',
      'A*68:01',
      'A*68:02',
      'B*07:02',
      'B*08:01',
      'B*15:01',
      'B*35:01',
      'B*40:01',
      'B*44:02',
      'B*44:03',
      'B*51:01',
      'B*53:01',
      'B*57:01',
      'B*58:01',
    ];
    const missing = [...panel.map((a) => `HLA-${a}`), 'H-2-Kb', 'H-2-Db'].filter(
      (a) => !predictor.lengths(a).includes(9),
    );
    expect(missing).toEqual([]);
  });

  it('ranks with the same background distribution the training script stored', () => {
    const model = params.models.find((m) => m.allele === 'HLA-A*02:01' && m.length === 9)!;
    const matrix = { allele: model.allele, length: 9, offset: model.offset, rows: model.matrix };
    const peptides = shippedBackground(9);
    expect(peptides.length).toBe(params.background.peptides['9']);
    const recomputed = rankTableOf(matrix, peptides, params.rankGrid).values;
    recomputed.forEach((value, i) => expect(value).toBeCloseTo(model.rankValues[i], 3));
  });
});
