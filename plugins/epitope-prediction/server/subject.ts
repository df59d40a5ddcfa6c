import { statusJobSubject, type Item } from '@bench/sdk/backend';

/**
 * Epitope predictions (spec 2 §3, spec 3 §7): INIT, then RUNNING, then COMPLETED with `outputs`
 * (the engine's table, stored as it is). A failed run can run again.
 */
export const epitopePredictionSubject = statusJobSubject({
  entity: 'epitope_predictions',
  asAction: (item: Item, task: string): Item => {
    const inputs = (item.inputs ?? {}) as { pose_id?: string };
    return {
      ...item,
      input: {
        ...inputs,
        task,
        pose_ids: inputs.pose_id ? [inputs.pose_id] : [],
        collection_id: item.pose_collection_id ?? null,
      },
    };
  },
  completed: (_item, outcome) => ({ outputs: outcome.output ?? {} }),
});
