import type { Queryable } from '../db/types.ts';
import type { Item } from '../items/build.ts';

/** An action by id, wherever it is (the job pipeline runs outside any request). */
export async function loadAction(db: Queryable, actionId: string, lock = false): Promise<Item | null> {
  const rows = await db.query<{ body: Item }>(
    `SELECT body FROM items WHERE _id = $1 AND entity = 'actions'${lock ? ' FOR UPDATE' : ''}`,
    [actionId],
  );
  return rows[0]?.body ?? null;
}

/**
 * Merges server-written fields into an action (version +1), only while its status is one of
 * `whenStatus` when given; false when the action was gone or had moved on.
 */
export async function patchAction(db: Queryable, actionId: string, patch: Record<string, unknown>, whenStatus?: string[]): Promise<boolean> {
  const now = new Date().toISOString();
  const rows = await db.query(
    `UPDATE items SET version = version + 1, updated_timestamp = $3::timestamptz,
       body = body || $2::jsonb || jsonb_build_object('version', version + 1, 'updated_timestamp', $3::text)
     WHERE _id = $1 AND entity = 'actions'${whenStatus ? ' AND body->>\'status\' = ANY($4::text[])' : ''} RETURNING _id`,
    whenStatus ? [actionId, JSON.stringify(patch), now, whenStatus] : [actionId, JSON.stringify(patch), now],
  );
  return rows.length > 0;
}
