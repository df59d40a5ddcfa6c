import { finishJob, statusJobSubject, type Item } from '@bench/server/plugin';

/**
 * ThermoMPNN items (spec 2 §3–§4, spec 3 §7): INIT, then RUNNING when run, then COMPLETED with
 * `outputs` (results by position then letter, the original residues). A failed run can run again.
 */
export const thermoMpnnSubject = statusJobSubject({
  entity: 'thermo_mpnns',
  asAction: (item: Item, task: string): Item => {
    const inputs = (item.inputs ?? {}) as { pose_id?: string };
    return { ...item, input: { task, pose_ids: inputs.pose_id ? [inputs.pose_id] : [], collection_id: item.pose_collection_id ?? null } };
  },
  async complete(tx, item, job, outcome) {
    const outputs = { results: outcome.grid?.values ?? {}, original_residues: outcome.grid?.originals ?? {} };
    await thermoMpnnSubject.patch(tx, item._id, {
      outputs, method: outcome.method ?? null, engine: outcome.engine, notes: outcome.notes ?? [], progress: null, error_message: null,
    }, 'COMPLETED');
    await finishJob(tx, job.id, 'COMPLETED');
    return [{ op: 'update', type: 'thermo_mpnns', ids: [item._id], sessionId: job.session_id }];
  },
});
