/** Prepare (spec 1 §3–§5, spec 3 §5, §9). Pure: no React, no network. */
import { atLeast, noChecks, perStructureCost } from '@bench/action-kit';
import { defineJob, type InputOf } from '@bench/sdk/model';

export const TASK = 'prepare';
export const LABEL = 'Prepare';

/** no fields of its own */
const fields = {};
export type PrepareInput = InputOf<typeof fields>;

export const prepareModel = defineJob({
  id: 'prepare',
  task: TASK,
  label: LABEL,
  order: 10,
  availability: atLeast(1, LABEL),
  fields,
  /** spec 1 §5: no checks */
  validate: noChecks,
  /** spec 3 §9: 5, no unit given: charged per structure */
  cost: perStructureCost(LABEL, 5),
});

export const actionModels = [prepareModel];
