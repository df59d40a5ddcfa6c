/** Minimize (spec 1 §3–§5, spec 3 §5, §9). Pure: no React, no network. */
import { atLeast, noChecks, perStructureCost } from '@bench/action-kit';
import { defineJob, type InputOf } from '@bench/sdk/model';

export const TASK = 'minimize';
export const LABEL = 'Minimize';

/** no fields of its own */
const fields = {};
export type MinimizeInput = InputOf<typeof fields>;

export const minimizeModel = defineJob({
  id: 'minimize',
  task: TASK,
  label: LABEL,
  order: 30,
  availability: atLeast(1, LABEL),
  fields,
  /** spec 1 §5: no checks */
  validate: noChecks,
  /** spec 3 §9: 2 per structure */
  cost: perStructureCost(LABEL, 2),
});

export const actionModels = [minimizeModel];
