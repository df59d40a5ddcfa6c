/** Design (spec 1 §3–§5, spec 3 §5, §9). Pure: no React, no network. */
import { perRepetitionAndStructureCost, type DesignInput } from '@bench/action-kit';
import { designFamilyModel, designTableRules } from '@bench/family-design';
import type { ActionModel } from '@bench/sdk/model';

export const TASK = 'design';
export const LABEL = 'Design';

export type DesignActionInput = DesignInput;

/** the mutations table's rules (only originals enabled: a warning) */
export const TABLE_RULES = designTableRules('warning');

export const designModel: ActionModel<DesignActionInput> = designFamilyModel({
  id: 'design',
  task: TASK,
  label: LABEL,
  order: 60,
  /** spec 3 §9: 0.05 per repetition and structure */
  cost: perRepetitionAndStructureCost(LABEL, 0.05),
  tableRules: TABLE_RULES,
});

export const actionModels = [designModel];
