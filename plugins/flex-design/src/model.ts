/** Flex Design (coupled moves; spec 1 §3–§5, spec 3 §5, §9). Pure: no React, no network. */
import { perRepetitionAndStructureCost, type DesignInput } from '@bench/action-kit';
import { designFamilyModel, designTableRules } from '@bench/family-design';
import type { ActionModel } from '@bench/sdk/model';

export const TASK = 'flex_design';
export const WIRE_NAME = 'coupled_moves';
export const LABEL = 'Flex Design';

export type FlexDesignInput = DesignInput;

/** the mutations table's rules (only originals enabled: an error) */
export const TABLE_RULES = designTableRules('error');

export const flexDesignModel: ActionModel<FlexDesignInput> = designFamilyModel({
  id: 'flex-design',
  task: TASK,
  wireName: WIRE_NAME,
  label: LABEL,
  order: 70,
  /** spec 3 §9: 0.2, no unit given: charged per repetition and structure */
  cost: perRepetitionAndStructureCost(LABEL, 0.2),
  tableRules: TABLE_RULES,
});

export const actionModels = [flexDesignModel];
