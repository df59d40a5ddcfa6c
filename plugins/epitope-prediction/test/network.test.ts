import { describe, expect, it } from 'vitest';
import {
  NetworkScorer,
  peptideSlots,
  shippedMatrixPredictor,
  shippedNetworkPredictor,
  shippedPredictor,
  type NetworkParams,
} from '../src/predictor/index.ts';
import networkParams from '../params/epitope-network.json';
import { expectPercentiles, shippedBackground } from './backgroundRanks.ts';

const params = networkParams as NetworkParams;
const network = shippedNetworkPredictor();
const codes = (peptide: string) => [...peptide].map((r) => 'ACDEFGHIKLMNPQRSTVWY'.indexOf(r));
const X = 20;

describe('the network encoding', () => {
  it('writes a 9-mer left-aligned, centred and right-aligned into three blocks of 11 slots, X elsewhere', () => {
    const c = codes('GILGFVFTL');
    expect([...peptideSlots('GILGFVFTL')!]).toEqual([...c, X, X, X, ...c, X, X, X, ...c]);
  });

  it('centres with the odd padding slot after the peptide (8-mer) and fills the blocks for 11-mers', () => {
    const c = codes('SIINFEKL');
    expect([...peptideSlots('SIINFEKL')!]).toEqual([...c, X, X, X, X, ...c, X, X, X, X, X, ...c]);
    const d = codes('ACDEFGHIKLM');
    expect([...peptideSlots('ACDEFGHIKLM')!]).toEqual([...d, ...d, ...d]);
  });

  it('refuses non-standard residues and peptides longer than the slots', () => {
    expect(peptideSlots('GILGXVFTL')).toBeNull();
    expect(peptideSlots('GILGFVFTLGILG')).toBeNull();
    expect(peptideSlots('')).toBeNull();
  });
});

describe('the shipped pan-allele network', () => {
  it.each([
    ['influenza M1 58-66', 'GILGFVFTL'],
    ['CMV pp65 495-503', 'NLVPMVATV'],
  ])('scores the HLA-A*02:01 epitope %s (%s) as a strong binder and a random peptide as a non-binder', (_, peptide) => {
    const binder = network.predict('HLA-A*02:01', peptide)!;
    const random = network.predict('HLA-A*02:01', 'DKRWEGSTP')!;
    expect(binder.ic50_nM).toBeLessThan(200);
    expect(binder.rank_percent).toBeLessThan(2);
    expect(random.ic50_nM).toBeGreaterThan(5000);
    expect(random.rank_percent).toBeGreaterThan(20);
    expect(binder.score).toBeCloseTo(1 - Math.log10(binder.ic50_nM) / Math.log10(50000), 10);
  });

  it('scores an allele without BD2009 data (HLA-A*02:07) through its pseudo-sequence', () => {
    expect(params.trainedAlleles).not.toContain('HLA-A*02:07');
    expect(network.lengths('HLA-A*02:07')).toEqual([8, 9, 10, 11]);
    const a0207 = network.predict('HLA-A*02:07', 'GILGFVFTL')!;
    expect(a0207.ic50_nM).toBeLessThan(500); // an A2-supertype molecule: P2 Leu / C-terminal Leu
    expect(a0207.ic50_nM).not.toBeCloseTo(network.predict('HLA-A*02:01', 'GILGFVFTL')!.ic50_nM, 3);
    expect(network.predict('HLA-A*02:07', 'DKRWEGSTP')!.ic50_nM).toBeGreaterThan(5000);
    expect(shippedPredictor().predict('HLA-A*02:07', 'GILGFVFTL')).toEqual(a0207);
    expect(shippedMatrixPredictor().predict('HLA-A*02:07', 'GILGFVFTL')).toBeNull();
  });

  it('reads 8 to 11 residues of alleles with a shipped pseudo-sequence', () => {
    expect(network.predict('HLA-A*02:01', 'GILGFVFTLGIL')).toBeNull();
    expect(network.predict('HLA-A*02:01', 'GILGFVF')).toBeNull();
    expect(network.predict('HLA-C*07:02', 'GILGFVFTL')).toBeNull(); // no pseudo-sequence shipped
    expect(network.predict('HLA-A*02:01', 'gilgfvftl')).toEqual(network.predict('HLA-A0201', 'GILGFVFTL'));
  });

  it('ranks with the background distribution the training script stored', () => {
    const scorer = new NetworkScorer(params);
    const scores = shippedBackground(9).map((p) => scorer.log10Ic50('HLA-A*02:01', p)!);
    expectPercentiles(scores, params.rankGrid, params.rankValues['HLA-A*02:01']['9']);
  }, 120_000);
});
