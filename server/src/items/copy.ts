import type { EntityType } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import { newItem, type Actor, type Item } from './build.ts';
import { remapIds } from './remap.ts';
import { insertItems } from './repo.ts';

/**
 * Inserts copies of items into a session: new ids from `map` (references between the copies
 * follow), the same archived/deleted state, stamped as created now by `actor`.
 */
export async function insertCopies(
  db: Queryable,
  rows: { entity: EntityType; body: Item }[],
  map: Map<string, string>,
  sessionId: string,
  actor: Actor,
): Promise<Map<EntityType, string[]>> {
  const now = new Date().toISOString();
  const byType = new Map<EntityType, Item[]>();
  for (const { entity, body } of rows) {
    const copy = newItem(remapIds(body, map), actor, { sessionId, id: map.get(body._id), now });
    for (const key of ['is_deleted', 'is_archived', 'deleted_timestamp', 'archived_timestamp'] as const)
      copy[key] = body[key] ?? copy[key];
    const list = byType.get(entity) ?? [];
    list.push(copy);
    byType.set(entity, list);
  }
  for (const [entity, items] of byType) await insertItems(db, entity, items);
  return new Map([...byType].map(([entity, items]) => [entity, items.map((item) => item._id)]));
}
