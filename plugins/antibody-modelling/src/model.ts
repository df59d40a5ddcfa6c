/**
 * The two antibody prediction families (spec 2 §2.8, spec 3 §9): a heavy and a light chain modelled
 * together. Antibody HM models the variable domains (ABodyBuilder2, 5 credits); full-length antibody
 * HM the whole chains on one template structure (BLAST+ and ProMod3, 100 credits per sequence, the
 * 'New' feature full_length_antibody_hm). Both check each chain by the same sequence rules. Pure.
 */
import { defineJob, field, type CostRow, type FeatureDeclaration, type InputOf } from '@bench/sdk/model';
import { ENTITY, FEATURE, FULL_LENGTH_ANTIBODY_HM_TYPE, chainIssues } from '@bench/family-structure-prediction';

export const features: FeatureDeclaration[] = [{ id: FEATURE.fullLengthAntibody, badge: 'new' }];

/** the heavy and the light chain */
const antibodyFields = { heavy: field.text(), light: field.text() };
export type AntibodyHmInput = InputOf<typeof antibodyFields>;

export interface AntibodyFamily {
  type: string;
  task: string;
  label: string;
  /** the method named in the chains' messages */
  method: string;
  credits: number;
  catalogue: CostRow;
  feature?: string;
}

export const ANTIBODY_HM = {
  type: 'antibody-hm',
  task: 'antibody_hm',
  label: 'Antibody HM',
  method: 'antibody homology modelling',
  credits: 5,
  catalogue: { action: 'Antibody homology modelling', unit: 'job', cost: '5' },
} as const satisfies AntibodyFamily;

export const FULL_LENGTH_ANTIBODY_HM = {
  type: FULL_LENGTH_ANTIBODY_HM_TYPE,
  task: 'full_length_antibody_hm',
  label: 'Full-Length Antibody HM',
  method: 'full-length antibody homology modelling',
  credits: 100,
  catalogue: { action: 'Full Length Antibody HM', unit: 'sequence', cost: '100' },
  feature: FEATURE.fullLengthAntibody,
} as const satisfies AntibodyFamily;

/** spec 3 §9: Antibody homology modelling, 5 credits */
export const ANTIBODY_HM_CREDITS = ANTIBODY_HM.credits;

/** Both chains by the sequence rules, in the family's words. */
export const antibodyIssues = (
  family: Pick<AntibodyFamily, 'method'>,
  input: Pick<AntibodyHmInput, 'heavy' | 'light'>,
) => [...chainIssues('heavy', input.heavy, family.method), ...chainIssues('light', input.light, family.method)];

/** The model of an antibody family: its task, price, catalogue row and feature. */
export function antibodyModel(family: AntibodyFamily) {
  return defineJob({
    id: family.type,
    task: family.task,
    runs: ENTITY,
    label: family.label,
    ...(family.feature ? { feature: family.feature } : {}),
    availability: () => ({ enabled: true }),
    fields: antibodyFields,
    validate: (input) => antibodyIssues(family, input),
    cost: { catalogue: [family.catalogue], price: () => family.credits },
  });
}

export const antibodyHmModel = antibodyModel(ANTIBODY_HM);
export const fullLengthAntibodyHmModel = antibodyModel(FULL_LENGTH_ANTIBODY_HM);

export const actionModels = [antibodyHmModel, fullLengthAntibodyHmModel];
