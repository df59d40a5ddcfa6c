import { memoisedCanonicalAllele } from './alleles.ts';
import { scoreLog10, type PositionMatrix } from './matrix.ts';
import { rankPercent, type RankTable } from './rank.ts';

/**
 * The training data's scale, 1 to 50,000 nM: a prediction's score is 1 − log10(IC50)/this, the
 * network's output maps onto it, and the linear model is not extrapolated beyond it.
 */
export const SCALE_MAX_LOG10 = Math.log10(50000);

export interface ScoringModel {
  matrix: PositionMatrix;
  ranks: RankTable;
}

export interface BindingPrediction {
  /** predicted IC50, within the training scale of 1 to 50,000 nM */
  ic50_nM: number;
  rank_percent: number;
  /** 1 - log(IC50)/log(50000): 1 for the strongest binders, 0 at 50,000 nM */
  score: number;
}

export interface EpitopePredictor {
  /** where the numbers come from, for labels and logs */
  readonly source: string;
  /** canonical names of the alleles with at least one model */
  alleles(): string[];
  /** peptide lengths this allele can be scored at */
  lengths(allele: string): number[];
  /** null when the allele, the peptide length or a residue cannot be scored; never a guess */
  predict(allele: string, peptide: string): BindingPrediction | null;
}

export function createPredictor(source: string, models: ScoringModel[]): EpitopePredictor {
  const byKey = new Map<string, ScoringModel>();
  const lengthsOf = new Map<string, number[]>();
  for (const model of models) {
    const { allele, length } = model.matrix;
    byKey.set(`${allele}/${length}`, model);
    lengthsOf.set(
      allele,
      [...(lengthsOf.get(allele) ?? []), length].sort((a, b) => a - b),
    );
  }
  const canonical = memoisedCanonicalAllele();
  return {
    source,
    alleles: () => [...lengthsOf.keys()].sort(),
    lengths: (allele) => lengthsOf.get(canonical(allele) ?? '') ?? [],
    predict(allele, peptide) {
      const name = canonical(allele);
      const model = name ? byKey.get(`${name}/${peptide.length}`) : undefined;
      const log10Ic50 = model ? scoreLog10(model.matrix, peptide.toUpperCase()) : null;
      if (!model || log10Ic50 === null) return null;
      const onScale = Math.min(Math.max(log10Ic50, 0), SCALE_MAX_LOG10);
      return {
        ic50_nM: 10 ** onScale,
        rank_percent: rankPercent(model.ranks, log10Ic50),
        score: 1 - onScale / SCALE_MAX_LOG10,
      };
    },
  };
}
