/** Where structure predictions show (spec 2 §2): each declared by one plugin of the family, used by the others. */
export const PREDICTION_TAB = 'structurePrediction';
export const GROUP_TAB = 'structurePredictionGroup';
/** the Structure predictions panel, which lists the creators the method plugins contribute (their launchers) */
export const PREDICTIONS_PANEL = 'structure-predictions';
