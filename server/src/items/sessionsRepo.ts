import type { EntityType } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import type { Item } from './build.ts';

/** Every item of a session, whatever its type (a whole-project copy). */
export function sessionRows(tx: Queryable, sessionId: string): Promise<{ entity: EntityType; body: Item }[]> {
  return tx.query<{ entity: EntityType; body: Item }>('SELECT entity, body FROM items WHERE session_id = $1', [
    sessionId,
  ]);
}

/** The poses of one collection, deleted ones included (a collection import copies them all). */
export async function posesOfCollection(tx: Queryable, sessionId: string, collectionId: string): Promise<Item[]> {
  const rows = await tx.query<{ body: Item }>(
    "SELECT body FROM items WHERE entity = 'poses' AND session_id = $1 AND body->'pose_collection_id' = $2::jsonb",
    [sessionId, JSON.stringify(collectionId)],
  );
  return rows.map((row) => row.body);
}

/** Removes a session's items and then the session itself (its structures are the caller's). */
export async function deleteSessionRows(tx: Queryable, sessionId: string, ownerId: string): Promise<void> {
  await tx.query('DELETE FROM items WHERE session_id = $1', [sessionId]);
  await tx.query("DELETE FROM items WHERE _id = $1 AND entity = 'sessions' AND owner_id = $2", [sessionId, ownerId]);
}

/** The session of a collection when its owner is `ownerId`, else null. */
export async function ownedCollectionSession(
  db: Queryable,
  collectionId: string,
  collectionType: EntityType,
  ownerId: string,
): Promise<string | null> {
  const [row] = await db.query<{ session_id: string }>(
    `SELECT c.session_id FROM items c JOIN items s ON s._id = c.session_id AND s.entity = 'sessions' AND s.owner_id = $3
     WHERE c._id = $1 AND c.entity = $2`,
    [collectionId, collectionType, ownerId],
  );
  return row?.session_id ?? null;
}

/** A session's name, or null when it has none (the ledger names the project a job ran in). */
export async function sessionName(db: Queryable, sessionId: string): Promise<string | null> {
  const [row] = await db.query<{ name: string | null }>(
    "SELECT body->>'name' AS name FROM items WHERE _id = $1 AND entity = 'sessions'",
    [sessionId],
  );
  return row?.name || null;
}

/** Takes the next number of one of the session's counters (`action_counter`, or one a model declares). */
export async function nextTaskId(
  tx: Queryable,
  sessionId: string,
  counter: `${string}_counter` = 'action_counter',
): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `UPDATE items SET version = version + 1,
       body = jsonb_set(body, ARRAY[$2::text], to_jsonb(coalesce((body->>$2)::int, 0) + 1)) || jsonb_build_object('version', version + 1)
     WHERE _id = $1 AND entity = 'sessions' RETURNING (body->>$2)::int AS n`,
    [sessionId, counter],
  );
  return row.n;
}

/** Visible promotions published at or after the user's last active session update (spec 3 §4). */
export async function newPromotionsCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM items p
     WHERE p.entity = 'promotions' AND p.session_id IS NULL AND p.body->'is_visible' = 'true'::jsonb
       AND p.body->>'published_timestamp' IS NOT NULL
       AND (p.body->>'published_timestamp')::timestamptz >= coalesce(
         (SELECT max(s.updated_timestamp) FROM items s
          WHERE s.entity = 'sessions' AND s.owner_id = $1 AND NOT s.is_deleted AND NOT s.is_archived),
         '-infinity'::timestamptz)`,
    [userId],
  );
  return row.count;
}
