/** Repack (spec 1 §3–§5, spec 3 §5, §9). Pure: no React, no network. */
import { atLeast, repeatsFields, validateRepeatsOnly, type RepeatsInput } from '@bench/action-kit';
import { defineJob } from '@bench/sdk/model';
import { perRepetitionUnlessDeterministicCost } from './cost.ts';

export const TASK = 'repack';
export const LABEL = 'Repack';

export type RepackInput = RepeatsInput;

export const repackModel = defineJob({
  id: 'repack',
  task: TASK,
  label: LABEL,
  order: 20,
  availability: atLeast(1, LABEL),
  fields: repeatsFields(),
  /** spec 1 §5: repeats only */
  validate: validateRepeatsOnly,
  /**
   * spec 3 §9: 0.05, no unit given: per structure, and per repetition on the simulated engine;
   * ProMod3's packer is deterministic, so the real engine makes (and charges) one per structure.
   */
  cost: perRepetitionUnlessDeterministicCost(LABEL, 0.05),
});

export const actionModels = [repackModel];
