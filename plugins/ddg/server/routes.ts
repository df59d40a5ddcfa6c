import {
  HttpError,
  JOB_FIELDS,
  NOT_RUN,
  without,
  type ItemRules,
  type PluginRoutes,
  type ServerHost,
} from '@bench/sdk/backend';
import { ddgResultSubject } from './subject.ts';

/** The version of the DDG protocol new results are made with; version 1 results are read-only (spec 2 §4). */
const DDG_VERSION = 2;
const PIPELINE_FIELDS = ['task_id', 'state', 'spreads', ...JOB_FIELDS];
const FIXED_FIELDS = ['pose_id', 'pose_name', 'pose_collection_id', 'unit', 'ddgVersion'];

type Grid = Record<string, Record<string, unknown>>;

/** A client's grid, with every score the engine wrote kept as it was (scored cells cannot change). */
function keepScores(existing: Grid, edited: Grid): Grid {
  const next: Grid = {};
  for (const position of new Set([...Object.keys(existing), ...Object.keys(edited)])) {
    const row = { ...(edited[position] ?? {}) };
    for (const [letter, cell] of Object.entries(existing[position] ?? {}))
      if (typeof cell === 'number') row[letter] = cell;
    next[position] = row;
  }
  return next;
}

/**
 * Create and update of DDG results (spec 2 §3, §7): the server fills the pose, the task id from
 * `counter` (the one the DDG model declares) and the state.
 */
export const ddgResultItemRules = (counter: `${string}_counter` | undefined): ItemRules => ({
  async prepareCreate(body, sessionId, tx) {
    const pose = await tx.sessionPose(sessionId, body.pose_id);
    const taskId = await tx.nextTaskId(sessionId, counter);
    return {
      name: `DDG for ${String(pose.name ?? '')}`,
      selector: 'all',
      results: {},
      ...without(body, PIPELINE_FIELDS),
      pose_id: pose._id,
      pose_name: String(pose.name ?? ''),
      pose_collection_id: pose.pose_collection_id ?? null,
      unit: 'kcal',
      ddgVersion: DDG_VERSION,
      task_id: String(taskId),
      state: 0,
      job_status: 'INIT',
      ...NOT_RUN,
    };
  },
  prepareUpdate(patch, existing) {
    if (Number(existing.ddgVersion) < DDG_VERSION)
      throw new HttpError(
        409,
        'NOT_EDITABLE',
        'These results were computed with an earlier protocol and are read-only.',
      );
    if (existing.state === 1)
      throw new HttpError(409, 'NOT_EDITABLE', 'This DDG result is running and cannot be changed until it finishes.');
    const changes = without(without(patch, PIPELINE_FIELDS), FIXED_FIELDS);
    if (changes.results !== undefined)
      changes.results = keepScores((existing.results ?? {}) as Grid, changes.results as Grid);
    return changes;
  },
});

/** Run and cancel of a DDG result (spec 3 §7: POST /api/ddg_results/{id}/run). */
export function registerDdgRoutes(routes: PluginRoutes, host: ServerHost): void {
  routes.post('/api/ddg_results/:id/run', async (request) => {
    const result = await host.ownedJobItem(request, ddgResultSubject, 'DDG result');
    return host.runJob(request, ddgResultSubject, result);
  });

  routes.put('/api/ddg_results/:id/cancel', async (request) => {
    const result = await host.ownedJobItem(request, ddgResultSubject, 'DDG result');
    return host.cancelJob(request, ddgResultSubject, result);
  });
}
