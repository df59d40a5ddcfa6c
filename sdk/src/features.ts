import type { UserFlags } from './entities.ts';

/** Feature gates and labels (spec 3 §6). Every feature a contribution names must be listed here. */
export interface FeatureInfo {
  flag?: keyof UserFlags;
  badge?: 'beta' | 'new';
}

export const FEATURES: Record<string, FeatureInfo> = {
  project_clone: { flag: 'canCloneProject', badge: 'beta' },
  'structure_prediction.single_chain_hm_group': { flag: 'canSeeSingleChainHmGroup', badge: 'beta' },
  'structure_prediction.single_chain_hm_ligand': { flag: 'canSeeSingleChainHmLigand', badge: 'beta' },
  testing_tools: { flag: 'canUseTestingTools' },
  ppd: { flag: 'canSeePPD', badge: 'beta' },
  ligand_import: { badge: 'beta' },
  replace_ligand: { badge: 'beta' },
  ai_folding: { badge: 'new' },
  full_length_antibody_hm: { badge: 'new' },
  thermo_mpnn: { badge: 'new' },
  protein_mpnn: { badge: 'new' },
  binder_design: { badge: 'new' },
};

export const FEATURE_NOT_RECOGNIZED = 'featureName not recognized';

export function featureInfo(name: string): FeatureInfo {
  const info = FEATURES[name];
  if (!info) throw new Error(`${FEATURE_NOT_RECOGNIZED}: ${name}`);
  return info;
}

export function isFeatureEnabled(name: string, flags: UserFlags): boolean {
  const info = featureInfo(name);
  return info.flag ? Boolean(flags[info.flag]) : true;
}
