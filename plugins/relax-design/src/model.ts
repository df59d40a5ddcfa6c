/** Relax Design (spec 1 §3–§5, spec 3 §5, §9). Pure: no React, no network. */
import { atLeast, atomCountCost, designDefaults, validateDesignFamily, type DesignInput } from '@bench/action-kit';
import type { ActionModel } from '@bench/sdk/model';

export const TASK = 'relax_design';
export const LABEL = 'Relax Design';

export type RelaxDesignInput = DesignInput;

export const relaxDesignModel: ActionModel<RelaxDesignInput> = {
  id: 'relax-design',
  task: TASK,
  label: LABEL,
  order: 80,
  availability: atLeast(1, LABEL),
  defaults: () => designDefaults(TASK),
  /** repeats, selector checks, then the mutations table (only originals enabled: a warning) */
  validate: validateDesignFamily(TASK),
  /** spec 3 §9: by atom count of each structure, like Relax */
  cost: atomCountCost(LABEL),
};

export const actionModels: ActionModel<any>[] = [relaxDesignModel];
