/** The platform entities this plugin's items are (spec 2 §3). */
export const ENTITY = 'structure_predictions';
export const GROUP_ENTITY = 'structure_prediction_groups';
