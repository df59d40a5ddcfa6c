import { finishJob, statusJobSubject, type Item } from '@bench/server/plugin';

/**
 * Epitope predictions (spec 2 §3, spec 3 §7): INIT, then RUNNING, then COMPLETED with `outputs`
 * (the engine's table, stored as it is). A failed run can run again.
 */
export const epitopePredictionSubject = statusJobSubject({
  entity: 'epitope_predictions',
  asAction: (item: Item, task: string): Item => {
    const inputs = (item.inputs ?? {}) as { pose_id?: string };
    return { ...item, input: { ...inputs, task, pose_ids: inputs.pose_id ? [inputs.pose_id] : [], collection_id: item.pose_collection_id ?? null } };
  },
  async complete(tx, item, job, outcome) {
    await epitopePredictionSubject.patch(tx, item._id, {
      outputs: outcome.output ?? {}, method: outcome.method ?? null, engine: outcome.engine, notes: outcome.notes ?? [], progress: null, error_message: null,
    }, 'COMPLETED');
    await finishJob(tx, job.id, 'COMPLETED');
    return [{ op: 'update', type: 'epitope_predictions', ids: [item._id], sessionId: job.session_id }];
  },
});
