/** The platform entities the family's items are (spec 2 §3). */
export const ENTITY = 'structure_predictions';
export const GROUP_ENTITY = 'structure_prediction_groups';
/** a prediction's `single_chain_hm_ligands_id` when its models carry the template's ligands, else null */
export const LIGANDS_FROM_TEMPLATE = 'template';
