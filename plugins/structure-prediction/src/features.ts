/** The features structure prediction names (spec 3 §6). */
import type { FeatureDeclaration } from '@bench/sdk/model';

export const FEATURE = {
  group: 'structure_prediction.single_chain_hm_group',
  ligand: 'structure_prediction.single_chain_hm_ligand',
  aiFolding: 'ai_folding',
  fullLengthAntibody: 'full_length_antibody_hm',
} as const;

export const features: FeatureDeclaration[] = [
  { id: FEATURE.group, flag: 'canSeeSingleChainHmGroup', badge: 'beta' },
  { id: FEATURE.ligand, flag: 'canSeeSingleChainHmLigand', badge: 'beta' },
  { id: FEATURE.aiFolding, badge: 'new' },
  { id: FEATURE.fullLengthAntibody, badge: 'new' },
];
