import type { Queryable } from '../db/types.ts';
import { validation } from '../errors.ts';
import { ID_PATTERN } from '../ids.ts';
import type { Item } from '../items/build.ts';
import { getItem } from '../items/repo.ts';
import type { ItemScope } from '../items/scope.ts';

/** Fields only the job pipeline writes on the items it runs; a client's values are dropped. */
export const JOB_FIELDS = ['job_status', 'job_id', 'price', 'progress', 'error_message', 'notes', 'method', 'engine', 'action_id'];

export function without(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const rest = { ...body };
  for (const field of fields) delete rest[field];
  return rest;
}

/** The structure a new job item is made for: a pose of the session, else 400. */
export async function sessionPose(tx: Queryable, scope: ItemScope, poseId: unknown): Promise<Item> {
  const pose = typeof poseId === 'string' && ID_PATTERN.test(poseId)
    ? await getItem(tx, { type: 'poses', sessionId: scope.sessionId, ownerId: null }, poseId)
    : null;
  if (!pose || pose.is_deleted) throw validation(`pose_id: no such structure in this session: ${String(poseId)}`);
  return pose;
}

/** The pipeline's fields of an item that has not run yet. */
export const NOT_RUN = { job_id: null, price: null, progress: null, error_message: null, notes: [], method: null, engine: null, action_id: null };
