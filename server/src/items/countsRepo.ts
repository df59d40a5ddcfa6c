import type { EntityType } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import type { ItemScope } from './scope.ts';

/** The body field naming an item's collection, per type with a `collection_counts` row (migration 004). */
const COLLECTION_FIELD: Partial<Record<EntityType, string>> = {
  poses: 'pose_collection_id',
  sequences: 'sequence_collection_id',
};
const STATE_FIELDS = new Set(['is_deleted', 'is_archived']);

/**
 * A query over one collection — `{ pose_collection_id, is_deleted?, is_archived? }` with plain
 * values — as conditions on the per-collection tables; null when the query has another shape.
 */
export function oneCollection(
  scope: ItemScope,
  query: Record<string, unknown>,
): { conditions: string[]; values: unknown[] } | null {
  const field = COLLECTION_FIELD[scope.type];
  if (!field || !scope.sessionId || scope.ownerId || scope.forced) return null;
  const collectionId = query[field];
  if (typeof collectionId !== 'string') return null;
  const conditions = ['session_id = $1', 'collection_id = $2', 'entity = $3'];
  const values: unknown[] = [scope.sessionId, collectionId, scope.type];
  for (const [name, value] of Object.entries(query)) {
    if (name === field) continue;
    if (!STATE_FIELDS.has(name) || typeof value !== 'boolean') return null;
    values.push(value);
    conditions.push(`${name} = $${values.length}`);
  }
  return { conditions, values };
}

/** The total of a query over one collection, read from the maintained counts; null for other queries. */
export async function collectionTotal(
  db: Queryable,
  scope: ItemScope,
  query: Record<string, unknown>,
): Promise<number | null> {
  const collection = oneCollection(scope, query);
  if (!collection) return null;
  const [row] = await db.query<{ total: number }>(
    `SELECT coalesce(sum(n), 0)::int AS total FROM collection_counts WHERE ${collection.conditions.join(' AND ')}`,
    collection.values,
  );
  return row.total;
}

/** The order version of the one collection a query reads (migration 006); null for other queries. */
export async function collectionVersion(
  db: Queryable,
  scope: ItemScope,
  query: Record<string, unknown>,
): Promise<number | null> {
  const collection = oneCollection(scope, query);
  if (!collection) return null;
  const rows = await db.query<{ version: number }>(
    'SELECT version FROM collection_versions WHERE session_id = $1 AND collection_id = $2 AND entity = $3',
    collection.values.slice(0, 3),
  );
  return rows[0]?.version ?? 0;
}
