/** Relax Design (spec 1 §3–§5, spec 3 §5, §9). Pure: no React, no network. */
import type { DesignInput } from '@bench/action-kit';
import { designFamilyModel, designTableRules } from '@bench/family-design';
import { relaxAtomCountCost } from '@bench/family-molecular-mechanics';
import type { ActionModel } from '@bench/sdk/model';

export const TASK = 'relax_design';
export const LABEL = 'Relax Design';

export type RelaxDesignInput = DesignInput;

/** the mutations table's rules (only originals enabled: a warning) */
export const TABLE_RULES = designTableRules('warning');

export const relaxDesignModel: ActionModel<RelaxDesignInput> = designFamilyModel({
  id: 'relax-design',
  task: TASK,
  label: LABEL,
  order: 80,
  /** spec 3 §9: by atom count of each structure, like Relax */
  cost: relaxAtomCountCost(LABEL),
  tableRules: TABLE_RULES,
});

export const actionModels = [relaxDesignModel];
