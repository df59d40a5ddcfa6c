import { memoisedCanonicalAllele } from './alleles.ts';
import { SCALE_MAX_LOG10, type BindingPrediction, type EpitopePredictor } from './predictor.ts';
import { rankPercent, type RankTable } from './rank.ts';

/** Which trained model answers for one allele and length (training/combine.py). */
export type ModelChoice = 'network' | 'matrix' | 'mean';

/** params/epitope-choice.json: the choice per (allele, length) and the mean's background ranks. */
export interface ChoiceParams {
  rankGrid: number[];
  perSet: { allele: string; length: number; choice: ModelChoice }[];
  meanRankValues: Record<string, Record<string, number[]>>;
}

/** The mean of two predictions' log10 IC50, ranked against the mean's own background distribution. */
function mean(first: BindingPrediction, second: BindingPrediction, ranks: RankTable): BindingPrediction {
  const log10Ic50 = (Math.log10(first.ic50_nM) + Math.log10(second.ic50_nM)) / 2;
  return {
    ic50_nM: 10 ** log10Ic50,
    rank_percent: rankPercent(ranks, log10Ic50),
    score: 1 - log10Ic50 / SCALE_MAX_LOG10,
  };
}

/**
 * Per allele and length, the model `choices` names: the network, the matrix, or the mean of the two
 * (where both score the peptide); a set without a choice is the network's. Where the chosen model
 * cannot score, the other is asked. Alleles and lengths are the union of the two.
 */
export function chosenPredictor(
  source: string,
  network: EpitopePredictor,
  matrices: EpitopePredictor,
  choices: ChoiceParams,
): EpitopePredictor {
  const canonical = memoisedCanonicalAllele();
  const choiceOf = new Map(choices.perSet.map((set) => [`${set.allele}/${set.length}`, set.choice]));
  const meanRanks = (allele: string, length: number): RankTable | null => {
    const values = choices.meanRankValues[allele]?.[String(length)];
    return values ? { grid: choices.rankGrid, values } : null;
  };
  return {
    source,
    alleles: () => [...new Set([...network.alleles(), ...matrices.alleles()])].sort(),
    lengths: (allele) => [...new Set([...network.lengths(allele), ...matrices.lengths(allele)])].sort((a, b) => a - b),
    predict(allele, peptide) {
      const name = canonical(allele);
      if (!name) return null;
      const choice = choiceOf.get(`${name}/${peptide.length}`) ?? 'network';
      if (choice === 'mean') {
        const byNetwork = network.predict(name, peptide);
        const byMatrix = matrices.predict(name, peptide);
        const ranks = meanRanks(name, peptide.length);
        return byNetwork && byMatrix && ranks ? mean(byNetwork, byMatrix, ranks) : (byNetwork ?? byMatrix);
      }
      const [first, second] = choice === 'matrix' ? [matrices, network] : [network, matrices];
      return first.predict(name, peptide) ?? second.predict(name, peptide);
    },
  };
}
