/**
 * Design, Flex Design and Relax Design (spec 1 §3–§5) share their input, availability, defaults and
 * validators; a design-family job differs only in its names, order, cost and table rules.
 */
import { atLeast, designFields, type DesignInput, type TableRules, validateDesignFamily } from '@bench/action-kit';
import { defineJob, type ActionModel, type CostRule } from '@bench/sdk/model';
import { designFamilySettings } from './settings.ts';

export interface DesignFamilyJob {
  id: string;
  task: string;
  /** the name sent to the server when the plugin declares one that differs from the task */
  wireName?: string;
  label: string;
  order: number;
  cost: CostRule<DesignInput>;
  tableRules: TableRules;
}

export function designFamilyModel({
  id,
  task,
  wireName,
  label,
  order,
  cost,
  tableRules,
}: DesignFamilyJob): ActionModel<DesignInput> {
  return defineJob({
    id,
    task,
    ...(wireName ? { wireName } : {}),
    label,
    order,
    availability: atLeast(1, label),
    fields: designFields,
    validate: validateDesignFamily(tableRules),
    reads: designFamilySettings,
    cost,
  });
}
