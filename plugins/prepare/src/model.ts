/** Prepare (spec 1 §3–§5, spec 3 §5, §9). Pure: no React, no network. */
import { atLeast, baseDefaults, noChecks, perStructureCost, type BaseActionInput } from '@bench/action-kit';
import type { ActionModel } from '@bench/sdk/model';

export const TASK = 'prepare';
export const LABEL = 'Prepare';

export type PrepareInput = BaseActionInput;

export const prepareModel: ActionModel<PrepareInput> = {
  id: 'prepare',
  task: TASK,
  label: LABEL,
  order: 10,
  availability: atLeast(1, LABEL),
  defaults: () => baseDefaults(TASK),
  /** spec 1 §5: no checks */
  validate: noChecks,
  /** spec 3 §9: 5, no unit given: charged per structure */
  cost: perStructureCost(LABEL, 5),
};

export const actionModels = [prepareModel];
