/**
 * Protein-protein docking, ppd (spec 1 §3, §5; spec 3 §6). Pure: no React, no network.
 * Gated by the user flag canSeePPD (feature 'ppd', Beta). The spec lists no checks for ppd and
 * no credit catalogue row: it is neither listed nor charged here (see README).
 */
import { noChecks } from '@bench/action-kit';
import { defineJob, field, type Availability, type FeatureDeclaration, type InputOf } from '@bench/sdk/model';
import { unpricedCost } from './cost.ts';

export const TASK = 'ppd';
export const LABEL = 'Protein-Protein Docking';

export const ppdFields = {
  ppd_params: field.object({
    /** pose id of the receptor (kept in place) */
    structureA: field.optionalText(),
    /** pose id of the partner (moved rigidly) */
    structureB: field.optionalText(),
  }),
};
export type PpdInput = InputOf<typeof ppdFields>;
export type PpdParams = PpdInput['ppd_params'];

/** The two structures are chosen in the form with a picker, whatever is selected in the session. */
export function ppdAvailability(): Availability {
  return { enabled: true };
}

/** The poses the job reads: A then B (the pipeline loads these as the job's source poses). */
export function ppdPoseIds(params: PpdParams): string[] {
  return [params.structureA, params.structureB].filter((id): id is string => Boolean(id));
}

/** The input with one partner chosen (null: cleared); its source poses follow (A then B). */
export function withPartner(input: PpdInput, side: 'A' | 'B', structureId: string | null): PpdInput {
  const params: PpdParams = { ...input.ppd_params, [side === 'A' ? 'structureA' : 'structureB']: structureId };
  return { ...input, ppd_params: params, pose_ids: ppdPoseIds(params) };
}

export const ppdModel = defineJob({
  id: 'ppd',
  task: TASK,
  label: LABEL,
  feature: 'ppd',
  availability: ppdAvailability,
  fields: ppdFields,
  validate: noChecks,
  cost: unpricedCost<PpdInput>(),
});

export const actionModels = [ppdModel];

/** The features this plugin names (spec 3 §6). */
export const features: FeatureDeclaration[] = [{ id: 'ppd', flag: 'canSeePPD', badge: 'beta' }];
