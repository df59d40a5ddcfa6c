import { statusJobSubject, type Item } from '@bench/sdk/backend';

/**
 * Epitope predictions (spec 2 §3, spec 3 §7): INIT, then RUNNING, then COMPLETED with `outputs`
 * (the engine's table, stored as it is). A failed run can run again.
 */
export const epitopePredictionSubject = statusJobSubject({
  entity: 'epitope_predictions',
  asAction: (item: Item, task: string): Item => {
    // the structure is the run's source; the rest are the job's choices (its model's fields)
    const { pose_id, pose_name: _name, ...choices } = (item.inputs ?? {}) as { pose_id?: string; pose_name?: string };
    return {
      ...item,
      input: {
        ...choices,
        task,
        pose_ids: pose_id ? [pose_id] : [],
        collection_id: item.pose_collection_id ?? null,
      },
    };
  },
  completed: (_item, outcome) => ({ outputs: outcome.output ?? {} }),
});
