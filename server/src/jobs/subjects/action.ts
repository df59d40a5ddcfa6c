import { jobSubject } from './subject.ts';

/** Actions (spec 1 §3): run once from INIT; results become a collection (API.md 'Actions and jobs'). */
export const actionSubject = jobSubject({
  entity: 'actions',
  statusKey: 'status',
  statusFields: (status) => ({ status }),
  runnable: (action) => action.status === 'INIT',
  asAction: (action) => action,
  async completed(action, result, storeCollections) {
    const linked = await storeCollections({
      base: `${action.name} ${action.task_id}`,
      provenance: { action_id: action._id, task_id: String(action.task_id) },
    });
    return { ...linked, is_executed: true, verification: result.verification ?? null };
  },
});
