/** The tab kinds of this plugin (spec 2 §2). */
export const PREDICTION_TAB = 'structurePrediction';
export const SINGLE_CHAIN_CREATOR_TAB = 'hmSingleChainCreator';
