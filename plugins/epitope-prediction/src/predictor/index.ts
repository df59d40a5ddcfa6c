// Isomorphic MHC class I binding prediction: no Node APIs, shared by the browser and the server.
export { canonicalAllele } from './alleles.ts';
export { ALPHABET, isPeptide, scoreLog10, type PositionMatrix } from './matrix.ts';
export { backgroundPeptides, fastaSequences, rankPercent, rankTableOf, type RankTable } from './rank.ts';
export { createPredictor, type BindingPrediction, type EpitopePredictor, type ScoringModel } from './predictor.ts';
export { chosenPredictor, type ChoiceParams, type ModelChoice } from './chosen.ts';
export {
  networkPredictor,
  NetworkScorer,
  peptideSlots,
  type NetworkLayerParams,
  type NetworkParams,
} from './network.ts';
export {
  predictorFromParams,
  shippedMatrixPredictor,
  shippedNetworkPredictor,
  shippedPredictor,
  type ShippedParams,
} from './shipped.ts';
export { parseIedbMatrix } from './iedbMatrix.ts';
export { parsePeptideCsv, predictionCsv, PeptideCsvError, type PeptideQuery } from './peptideCsv.ts';
