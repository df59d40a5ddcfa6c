/** Design (spec 1 §3–§5, spec 3 §5, §9). Pure: no React, no network. */
import { atLeast, designDefaults, validateDesignFamily, type DesignInput, perRepetitionAndStructureCost } from '@bench/action-kit';
import type { ActionModel } from '@bench/sdk/model';

export const TASK = 'design';
export const LABEL = 'Design';

export type DesignActionInput = DesignInput;

export const designModel: ActionModel<DesignActionInput> = {
  id: 'design',
  task: TASK,
  label: LABEL,
  order: 60,
  availability: atLeast(1, LABEL),
  defaults: () => designDefaults(TASK),
  /** repeats, selector checks, then the mutations table (only originals enabled: a warning) */
  validate: validateDesignFamily(TASK),
  /** spec 3 §9: 0.05 per repetition and structure */
  cost: perRepetitionAndStructureCost(LABEL, 0.05),
};

export const actionModels: ActionModel<any>[] = [designModel];
