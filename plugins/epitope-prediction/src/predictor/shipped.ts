// written by training/combine.py
import choiceParams from '../../params/epitope-choice.json';
import params from '../../params/epitope-matrices.json';
// written by training/train_nn.py
import networkParams from '../../params/epitope-network.json';
import { type ChoiceParams, chosenPredictor } from './chosen.ts';
import { ALPHABET } from './matrix.ts';
import { networkPredictor, type NetworkParams } from './network.ts';
import { createPredictor, type EpitopePredictor } from './predictor.ts';

/** The shipped parameters: one trained matrix per allele and length (training/train.py). */
export interface ShippedParams {
  alphabet: string;
  rankGrid: number[];
  models: { allele: string; length: number; offset: number; matrix: number[][]; rankValues: number[] }[];
  notScored: { allele: string; length: number; measurements: number; binders: number }[];
}

export function predictorFromParams(shipped: ShippedParams): EpitopePredictor {
  if (shipped.alphabet !== ALPHABET)
    throw new Error(`epitope parameters use residue order ${shipped.alphabet}, expected ${ALPHABET}`);
  return createPredictor(
    'Bench SMM-like matrices trained on IEDB BD2009',
    shipped.models.map((m) => ({
      matrix: { allele: m.allele, length: m.length, offset: m.offset, rows: m.matrix },
      ranks: { grid: shipped.rankGrid, values: m.rankValues },
    })),
  );
}

let matrices: EpitopePredictor | undefined;
let network: EpitopePredictor | undefined;
let shipped: EpitopePredictor | undefined;

/** The shipped matrices alone (training/train.py): still used for the lengths the network does not read (12-mers). */
export function shippedMatrixPredictor(): EpitopePredictor {
  matrices ??= predictorFromParams(params as ShippedParams);
  return matrices;
}

/** The shipped pan-allele network alone (training/train_nn.py): 8- to 11-mers, every allele with a pseudo-sequence. */
export function shippedNetworkPredictor(): EpitopePredictor {
  network ??= networkPredictor(networkParams as NetworkParams);
  return network;
}

/**
 * The predictor Bench ships, built once. Per allele and length, whichever of the network, the
 * SMM-like matrix and the mean of the two had the highest out-of-fold AUC on BD2009
 * (training/combine.py, params/epitope-choice.json; the blind set plays no part). The network alone
 * scores alleles and lengths without a matrix (8 to 11 residues, any allele with a shipped
 * pseudo-sequence); 12-mers: matrices only.
 */
export function shippedPredictor(): EpitopePredictor {
  shipped ??= chosenPredictor(
    'Bench pan-allele neural network ensemble and SMM-like matrices (each alone or their mean, chosen per allele and length by cross-validation), trained on IEDB BD2009',
    shippedNetworkPredictor(),
    shippedMatrixPredictor(),
    choiceParams as ChoiceParams,
  );
  return shipped;
}
