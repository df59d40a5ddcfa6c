export const ANTIBODY_CREATOR_TAB = 'hmAntibodyCreator';
export const FULL_LENGTH_ANTIBODY_CREATOR_TAB = 'hmFullLengthAntibodyCreator';
