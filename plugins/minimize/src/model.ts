/** Minimize (spec 1 §3–§5, spec 3 §5, §9). Pure: no React, no network. */
import { atLeast, baseDefaults, noChecks, type BaseActionInput, perStructureCost } from '@bench/action-kit';
import type { ActionModel } from '@bench/sdk/model';

export const TASK = 'minimize';
export const LABEL = 'Minimize';

export type MinimizeInput = BaseActionInput;

export const minimizeModel: ActionModel<MinimizeInput> = {
  id: 'minimize',
  task: TASK,
  label: LABEL,
  order: 30,
  availability: atLeast(1, LABEL),
  defaults: () => baseDefaults(TASK),
  /** spec 1 §5: no checks */
  validate: noChecks,
  /** spec 3 §9: 2 per structure */
  cost: perStructureCost(LABEL, 2),
};

export const actionModels = [minimizeModel];
