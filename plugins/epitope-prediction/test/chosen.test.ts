import { describe, expect, it } from 'vitest';
import {
  shippedMatrixPredictor,
  shippedNetworkPredictor,
  shippedPredictor,
  type ChoiceParams,
} from '../src/predictor/index.ts';
import choiceParams from '../params/epitope-choice.json';
import { expectPercentiles, shippedBackground } from './backgroundRanks.ts';

const choices = choiceParams as ChoiceParams;
const shipped = shippedPredictor();
const network = shippedNetworkPredictor();
const matrices = shippedMatrixPredictor();
const log10 = (nM: number) => Math.log10(nM);

describe('the shipped predictor: network, matrix or their mean, chosen per allele and length', () => {
  it('answers each set with the model training/combine.py chose', () => {
    const seen = new Set(choices.perSet.map((set) => set.choice));
    expect([...seen].sort()).toEqual(['matrix', 'mean', 'network']);
    for (const set of choices.perSet) {
      const peptide = 'KLGFVFTLAYV'.slice(-set.length);
      const got = shipped.predict(set.allele, peptide)!;
      const where = `${set.allele} ${set.length} (${set.choice})`;
      if (set.choice === 'mean') {
        const both = [network.predict(set.allele, peptide)!, matrices.predict(set.allele, peptide)!];
        expect(log10(got.ic50_nM), where).toBeCloseTo((log10(both[0].ic50_nM) + log10(both[1].ic50_nM)) / 2, 9);
      } else {
        expect(got, where).toEqual((set.choice === 'matrix' ? matrices : network).predict(set.allele, peptide));
      }
    }
    expect(shipped.predict('H-2-Ld', 'GILGFVFTLGIL')).toEqual(matrices.predict('H-2-Ld', 'GILGFVFTLGIL')); // 12-mers: matrices
    expect(shipped.lengths('H-2-Ld')).toEqual([8, 9, 10, 11, 12]);
    expect(shipped.predict('HLA-A*02:07', 'GILGFVFTL')).toEqual(network.predict('HLA-A*02:07', 'GILGFVFTL')); // no BD2009 data
  });

  it("ranks a mean against the mean's own background distribution, as combine.py stored it", () => {
    const set = choices.perSet.find((s) => s.choice === 'mean' && s.allele === 'HLA-A*02:01' && s.length === 10)!;
    expect(set).toBeTruthy();
    const scores = shippedBackground(10).map((p) => log10(shipped.predict('HLA-A*02:01', p)!.ic50_nM));
    expectPercentiles(scores, choices.rankGrid, choices.meanRankValues['HLA-A*02:01']!['10']!);
    const strongest = shipped.predict('HLA-A*02:01', 'GILGFVFTL')!;
    expect(strongest.rank_percent).toBeLessThan(2);
  });
});
