/** The tab kinds of structure prediction (spec 2 §2): each declared by one plugin of the family, opened by the others. */
export const PREDICTION_TAB = 'structurePrediction';
export const GROUP_TAB = 'structurePredictionGroup';
export const SINGLE_CHAIN_CREATOR_TAB = 'hmSingleChainCreator';
export const AI_FOLDING_CREATOR_TAB = 'aiFoldingCreator';
export const ANTIBODY_CREATOR_TAB = 'hmAntibodyCreator';
export const FULL_LENGTH_ANTIBODY_CREATOR_TAB = 'hmFullLengthAntibodyCreator';
