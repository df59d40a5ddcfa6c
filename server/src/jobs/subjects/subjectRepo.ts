import type { Queryable } from '../../db/types.ts';
import type { Item } from '../../items/build.ts';

/** An item a job runs, by entity and id, wherever it is (the job pipeline runs outside any request). */
export async function loadJobItem(db: Queryable, entity: string, id: string, lock = false): Promise<Item | null> {
  const rows = await db.query<{ body: Item }>(
    `SELECT body FROM items WHERE _id = $1 AND entity = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, entity],
  );
  return rows[0]?.body ?? null;
}

/**
 * Merges server-written fields into an item (version +1), only while its `when.key` field is one of
 * `when.values` when given; false when the item was gone or had moved on.
 */
export async function patchJobItem(
  db: Queryable,
  entity: string,
  id: string,
  patch: Record<string, unknown>,
  when?: { key: string; values: string[] },
): Promise<boolean> {
  const now = new Date().toISOString();
  // the time goes into the body as JSON, in the ISO form every other write uses ($4::text of a
  // timestamptz parameter would be PostgreSQL's own form, which sorts differently)
  const params: unknown[] = [id, entity, JSON.stringify({ ...patch, updated_timestamp: now }), now];
  if (when) params.push(when.key, when.values);
  const rows = await db.query(
    `UPDATE items SET version = version + 1, updated_timestamp = $4::timestamptz,
       body = body || $3::jsonb || jsonb_build_object('version', version + 1)
     WHERE _id = $1 AND entity = $2${when ? ' AND body->>$5 = ANY($6::text[])' : ''} RETURNING _id`,
    params,
  );
  return rows.length > 0;
}
