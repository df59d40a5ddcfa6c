/** Shown on the viewer-selection buttons while no residue is selected in a viewer. */
export const VIEWER_HINT = 'Select residues in the 3D or sequence viewer first';
