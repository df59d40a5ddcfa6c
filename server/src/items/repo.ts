import type { EntityType, QueryRequest } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import { compileSort, compileWhere, Params } from '../query/compile.ts';
import { touch, type Actor, type Item } from './build.ts';
import { collectionTotal } from './countsRepo.ts';
import { readPage } from './pagesRepo.ts';
import type { ItemScope } from './scope.ts';

const COLUMNS = [
  '_id',
  'entity',
  'session_id',
  'owner_id',
  'is_deleted',
  'is_archived',
  'created_timestamp',
  'updated_timestamp',
  'deleted_timestamp',
  'archived_timestamp',
  'version',
  'created_user_id',
  'body',
];
const INSERT_CHUNK = 500;

function scopeWhere(scope: ItemScope, params: Params): string[] {
  const where = [`entity = ${params.add(scope.type)}`];
  where.push(scope.sessionId ? `session_id = ${params.add(scope.sessionId)}` : 'session_id IS NULL');
  if (scope.ownerId) where.push(`owner_id = ${params.add(scope.ownerId)}`);
  if (scope.forced) where.push(...compileWhere(scope.type, scope.forced, params));
  return where;
}

function rowValues(type: EntityType, item: Item, ownerId: string | null): unknown[] {
  return [
    item._id,
    type,
    item.session_id ?? null,
    ownerId,
    item.is_deleted,
    item.is_archived,
    item.created_timestamp,
    item.updated_timestamp,
    item.deleted_timestamp ?? null,
    item.archived_timestamp ?? null,
    item.version,
    item.created_user_id ?? null,
    JSON.stringify(item),
  ];
}

export async function insertItems(
  db: Queryable,
  type: EntityType,
  items: Item[],
  ownerId: string | null = null,
): Promise<void> {
  for (let start = 0; start < items.length; start += INSERT_CHUNK) {
    const params = new Params();
    const rows = items.slice(start, start + INSERT_CHUNK).map(
      (item) =>
        `(${rowValues(type, item, ownerId)
          .map((v, i) => params.add(v) + (i === 12 ? '::jsonb' : ''))
          .join(', ')})`,
    );
    await db.query(`INSERT INTO items (${COLUMNS.join(', ')}) VALUES ${rows.join(', ')}`, params.values);
  }
}

/** Rewrites a whole item (columns follow the body). */
export async function writeItem(db: Queryable, scope: ItemScope, item: Item): Promise<void> {
  const params = new Params();
  const values = rowValues(scope.type, item, scope.ownerId);
  // _id, entity, session_id and owner_id never change
  const sets = COLUMNS.slice(4).map(
    (column, i) => `${column} = ${params.add(values[i + 4])}${column === 'body' ? '::jsonb' : ''}`,
  );
  await db.query(`UPDATE items SET ${sets.join(', ')} WHERE _id = ${params.add(item._id)}`, params.values);
}

export async function getItem(db: Queryable, scope: ItemScope, id: string, lock = false): Promise<Item | null> {
  const params = new Params();
  const where = [`_id = ${params.add(id)}`, ...scopeWhere(scope, params)];
  const rows = await db.query<{ body: Item }>(
    `SELECT body FROM items WHERE ${where.join(' AND ')}${lock ? ' FOR UPDATE' : ''}`,
    params.values,
  );
  return rows[0]?.body ?? null;
}

/** Items in the order of `ids`; ids outside the scope are left out. */
export async function getMany(db: Queryable, scope: ItemScope, ids: string[]): Promise<Item[]> {
  if (ids.length === 0) return [];
  const { models } = await queryItems(db, scope, { query: { _id: { $in: ids } } });
  const byId = new Map(models.map((item) => [item._id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function project(item: Item, fields: string[] | undefined): Item {
  if (!fields) return item;
  const out: Item = { _id: item._id };
  for (const field of fields) if (field in item) out[field] = item[field];
  return out;
}

/** A page when `request.page` is given (with its total), else up to `limit` items. */
export async function queryItems(
  db: Queryable,
  scope: ItemScope,
  request: QueryRequest,
  limit?: number,
): Promise<{ models: Item[]; total?: number }> {
  const params = new Params();
  const where = [...scopeWhere(scope, params), ...compileWhere(scope.type, request.query ?? {}, params)].join(' AND ');
  const order = compileSort(scope.type, request.sort);
  const paged = request.page !== undefined;
  const bodies = paged
    ? await readPage(db, scope, request, {
        where,
        values: params.values,
        order,
        page: Number(request.page),
        perPage: Number(request.per_page ?? 500),
      })
    : (
        await db.query<{ body: Item }>(
          `SELECT body FROM items WHERE ${where} ORDER BY ${order}${limit !== undefined ? ` LIMIT ${Number(limit)}` : ''}`,
          params.values,
        )
      ).map((row) => row.body);
  const models = bodies.map((body) => project(body, request.fields));
  if (!paged) return { models };
  const total = (await collectionTotal(db, scope, request.query ?? {})) ?? (await countItems(db, where, params.values));
  return { models, total };
}

// Counting 100,000 index entries takes ~50 ms in the embedded database; the pages after the
// first reuse the total while nothing has been written (the generation is unchanged).
const totals = new Map<string, { generation: string; total: number }>();
const MAX_CACHED_TOTALS = 1000;

async function countItems(db: Queryable, where: string, values: unknown[]): Promise<number> {
  const key = `${where}\u0000${JSON.stringify(values)}`;
  const before = db.generation;
  const cached = before === undefined ? undefined : totals.get(key);
  if (cached && cached.generation === before) return cached.total;
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM items WHERE ${where}`,
    values,
  );
  if (before !== undefined && db.generation === before) {
    if (totals.size >= MAX_CACHED_TOTALS) totals.clear();
    totals.set(key, { generation: before, total });
  }
  return total;
}

export async function deleteItems(db: Queryable, scope: ItemScope, ids: string[]): Promise<string[]> {
  const params = new Params();
  const where = [`_id IN (${ids.map((id) => params.add(id)).join(', ')})`, ...scopeWhere(scope, params)];
  const rows = await db.query<{ _id: string }>(
    `DELETE FROM items WHERE ${where.join(' AND ')} RETURNING _id`,
    params.values,
  );
  return rows.map((row) => row._id);
}

/**
 * Sets is_deleted or is_archived (with its timestamp) on every id, all or none: when an id is not
 * in the scope nothing changes and null is returned.
 */
export async function setFlag(
  db: Queryable,
  scope: ItemScope,
  ids: string[],
  flag: 'is_deleted' | 'is_archived',
  value: boolean,
  actor: Actor,
): Promise<string[] | null> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const now = new Date().toISOString();
  const stampColumn = flag === 'is_deleted' ? 'deleted_timestamp' : 'archived_timestamp';
  const patch = { ...touch(actor, now), [flag]: value, [stampColumn]: value ? now : null };
  const params = new Params();
  const where = [
    `_id IN (${unique.map((id) => params.add(id)).join(', ')})`,
    ...scopeWhere({ ...scope, forced: undefined }, params),
  ];
  const found = await db.query<{ _id: string }>(
    `SELECT _id FROM items WHERE ${where.join(' AND ')} FOR UPDATE`,
    params.values,
  );
  if (found.length !== unique.length) return null;
  const sets = [
    `${flag} = ${params.add(value)}`,
    `${stampColumn} = ${params.add(value ? now : null)}::timestamptz`,
    `updated_timestamp = ${params.add(now)}::timestamptz`,
    'version = version + 1',
    `body = body || ${params.add(JSON.stringify(patch))}::jsonb || jsonb_build_object('version', version + 1)`,
  ];
  await db.query(`UPDATE items SET ${sets.join(', ')} WHERE ${where.join(' AND ')}`, params.values);
  return unique;
}
