import type { EntityType } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import { touch, type Actor } from './build.ts';

export type SelectionFlags = { is_selected?: boolean; is_visible?: boolean };
const FLAG_KEYS = ['is_selected', 'is_visible'] as const;

/** Which rows a bulk flag update aims at: ids, or every live item of one collection. */
export type BulkTarget = { ids: string[] } | { collectionId: string; sessionId: string };

/**
 * Sets is_selected / is_visible on every target row the owner may write, in ONE statement; rows
 * that already hold the values are left alone (no version bump, no live event). Answers how many
 * target rows were found (ownership checked through each row's session) and which changed.
 */
export async function updateFlags(
  db: Queryable,
  type: EntityType,
  ownerId: string,
  target: BulkTarget,
  flags: SelectionFlags,
  actor: Actor,
): Promise<{ found: number; changed: { _id: string; session_id: string }[] }> {
  const values: unknown[] = [type, ownerId];
  const add = (value: unknown) => `$${values.push(value)}`;
  const where =
    'ids' in target
      ? `_id = ANY(${add(target.ids)}::text[])`
      : `session_id = ${add(target.sessionId)} AND collection_id = ${add(target.collectionId)} AND is_deleted = false`;
  const now = new Date().toISOString();
  const patch = add(JSON.stringify({ ...flags, ...touch(actor, now) }));
  const differs = FLAG_KEYS.filter((key) => flags[key] !== undefined)
    .map((key) => `(body->'${key}') IS DISTINCT FROM ${add(JSON.stringify(flags[key]))}::jsonb`)
    .join(' OR ');
  const rows = await db.query<{ found: number; changed: { _id: string; session_id: string }[] }>(
    `WITH target AS (
       SELECT _id FROM items
       WHERE entity = $1 AND ${where}
         AND session_id IN (SELECT _id FROM items WHERE entity = 'sessions' AND owner_id = $2)
     ), changed AS (
       UPDATE items SET
         body = body || ${patch}::jsonb || jsonb_build_object('version', version + 1),
         version = version + 1,
         updated_timestamp = ${add(now)}::timestamptz
       WHERE _id IN (SELECT _id FROM target) AND (${differs})
       RETURNING _id, session_id
     )
     SELECT (SELECT count(*)::int FROM target) AS found,
            coalesce((SELECT json_agg(json_build_object('_id', _id, 'session_id', session_id)) FROM changed), '[]'::json) AS changed`,
    values,
  );
  const { found, changed } = rows[0];
  return { found, changed: typeof changed === 'string' ? JSON.parse(changed) : changed };
}
