/** The features of structure prediction (spec 3 §6): each is declared by the plugin of its method, the panel gates its creators by them. */

export const FEATURE = {
  group: 'structure_prediction.single_chain_hm_group',
  ligand: 'structure_prediction.single_chain_hm_ligand',
  aiFolding: 'ai_folding',
  fullLengthAntibody: 'full_length_antibody_hm',
} as const;
