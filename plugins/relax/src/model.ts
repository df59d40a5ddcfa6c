/** Relax (spec 1 §3–§5, spec 3 §5, §9). Pure: no React, no network. */
import { atLeast, repeatsFields, validateRepeatsOnly, type RepeatsInput } from '@bench/action-kit';
import { relaxAtomCountCost } from '@bench/family-molecular-mechanics';
import { defineJob } from '@bench/sdk/model';

export const TASK = 'relax';
export const LABEL = 'Relax';

export type RelaxInput = RepeatsInput;

export const relaxModel = defineJob({
  id: 'relax',
  task: TASK,
  label: LABEL,
  order: 40,
  availability: atLeast(1, LABEL),
  fields: repeatsFields(),
  /** spec 1 §5: repeats only */
  validate: validateRepeatsOnly,
  /** spec 3 §9: by atom count of each structure (the pose's atom_count) */
  cost: relaxAtomCountCost<RelaxInput>(LABEL),
});

export const actionModels = [relaxModel];
