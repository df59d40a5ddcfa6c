import params from '../../params/epitope-matrices.json';
import { ALPHABET } from './matrix.ts';
import { createPredictor, type EpitopePredictor } from './predictor.ts';

/** The shipped parameters: one trained matrix per allele and length (training/train.py). */
export interface ShippedParams {
  alphabet: string;
  rankGrid: number[];
  models: { allele: string; length: number; offset: number; matrix: number[][]; rankValues: number[] }[];
  notScored: { allele: string; length: number; measurements: number; binders: number }[];
}

export function predictorFromParams(shipped: ShippedParams): EpitopePredictor {
  if (shipped.alphabet !== ALPHABET) throw new Error(`epitope parameters use residue order ${shipped.alphabet}, expected ${ALPHABET}`);
  return createPredictor(
    'Bench SMM-like matrices trained on IEDB BD2009',
    shipped.models.map((m) => ({
      matrix: { allele: m.allele, length: m.length, offset: m.offset, rows: m.matrix },
      ranks: { grid: shipped.rankGrid, values: m.rankValues },
    })),
  );
}

let shipped: EpitopePredictor | undefined;

/** The predictor Bench ships, built once. */
export function shippedPredictor(): EpitopePredictor {
  shipped ??= predictorFromParams(params as ShippedParams);
  return shipped;
}
