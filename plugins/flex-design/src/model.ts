/** Flex Design (coupled moves; spec 1 §3–§5, spec 3 §5, §9). Pure: no React, no network. */
import { atLeast, designDefaults, perRepetitionAndStructureCost, validateDesignFamily, type DesignInput } from '@bench/action-kit';
import type { ActionModel } from '@bench/sdk/model';

export const TASK = 'flex_design';
export const WIRE_NAME = 'coupled_moves';
export const LABEL = 'Flex Design';

export type FlexDesignInput = DesignInput;

export const flexDesignModel: ActionModel<FlexDesignInput> = {
  id: 'flex-design',
  task: TASK,
  wireName: WIRE_NAME,
  label: LABEL,
  order: 70,
  availability: atLeast(1, LABEL),
  defaults: () => designDefaults(WIRE_NAME),
  /** repeats, selector checks, then the mutations table (only originals enabled: an error) */
  validate: validateDesignFamily(TASK),
  /** spec 3 §9: 0.2, no unit given: charged per repetition and structure */
  cost: perRepetitionAndStructureCost(LABEL, 0.2),
};

export const actionModels: ActionModel<any>[] = [flexDesignModel];
