import type { Queryable } from '../db/types.ts';

export type StructureFormat = 'pdb' | 'sdf' | 'mol';

/** Stores (or replaces) the structure text of a pose or free ligand. */
export async function saveStructure(
  db: Queryable,
  row: { itemId: string; sessionId: string; data: string; format?: StructureFormat },
): Promise<void> {
  await db.query(
    `INSERT INTO structures (item_id, session_id, format, data) VALUES ($1, $2, $3, $4)
     ON CONFLICT (item_id) DO UPDATE SET format = EXCLUDED.format, data = EXCLUDED.data`,
    [row.itemId, row.sessionId, row.format ?? 'pdb', row.data],
  );
}

/** Structure text by item id, for items of this session only (missing ids are left out). */
export async function loadStructures(
  db: Queryable,
  sessionId: string,
  itemIds: string[],
): Promise<Map<string, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db.query<{ item_id: string; data: string }>(
    'SELECT item_id, data FROM structures WHERE session_id = $1 AND item_id = ANY($2::text[])',
    [sessionId, itemIds],
  );
  return new Map(rows.map((r) => [r.item_id, r.data]));
}

export async function deleteStructuresOfSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM structures WHERE session_id = $1', [sessionId]);
}

/** Copies structures to new items (session clone, collection import): `idMap` old id → new id. */
export async function copyStructures(
  db: Queryable,
  fromSession: string,
  toSession: string,
  idMap: Map<string, string>,
): Promise<void> {
  if (idMap.size === 0) return;
  const oldIds = [...idMap.keys()];
  const newIds = oldIds.map((id) => idMap.get(id)!);
  await db.query(
    `INSERT INTO structures (item_id, session_id, format, data)
     SELECT m.new_id, $2, s.format, s.data
     FROM structures s JOIN unnest($3::text[], $4::text[]) AS m(old_id, new_id) ON s.item_id = m.old_id
     WHERE s.session_id = $1`,
    [fromSession, toSession, oldIds, newIds],
  );
}
