import type { QueryRequest } from '@bench/sdk';
import type { Queryable } from '../db/types.ts';
import { fieldsOf, type Field, type FieldKind } from '../query/fields.ts';
import type { Item } from './build.ts';
import { collectionVersion } from './countsRepo.ts';
import type { ItemScope } from './scope.ts';

/**
 * Deep pages without OFFSET (spec 3 §7: 500 a page, any page). Skipping 99,500 rows costs a scan
 * of them on every request; instead the sort keys of every page's first row are computed once per
 * collection version (migration 006) and a page is read from its first key onwards through the
 * index. Only for orders whose keys change with the collection version: ascending `index`,
 * `created_timestamp` and `_id`. Every other order, and collections holding rows without an
 * index, are read with OFFSET, in the same order.
 */
const KEYSET_FIELDS = new Set(['index', 'created_timestamp', '_id']);
/** keys a row may lack (NULL sorts last, outside what a row comparison sees) */
const NULLABLE_FIELDS = new Set(['index']);
const SQL_TYPE: Partial<Record<FieldKind, string>> = { number: 'float8', text: 'text', time: 'timestamptz' };
const MAX_CACHED = 200;

export interface PageRequest {
  /** conditions and their values, as the unpaged query has them */
  where: string;
  values: unknown[];
  order: string;
  page: number;
  perPage: number;
}

interface Key {
  name: string;
  field: Field;
}

/**
 * First-row keys of each page (text, cast back in SQL), or null when the order cannot seek. The
 * promise is cached, not its value: requests that arrive while the keys are being computed wait for
 * that one computation instead of each starting its own (100 users opening a collection at once
 * made 100 scans, each queued behind the others on the embedded database's one connection).
 */
const starts = new Map<string, { version: number; keys: Promise<string[][] | null> }>();

function keysOf(scope: ItemScope, sort: QueryRequest['sort']): Key[] | null {
  const terms = Object.entries(sort ?? {});
  if (terms.some(([name, direction]) => direction !== 1 || !KEYSET_FIELDS.has(name))) return null;
  const names = terms.map(([name]) => name);
  if (!names.includes('_id')) names.push('_id');
  const fields = fieldsOf(scope.type);
  return names.map((name) => ({ name, field: fields.get(name)! }));
}

async function pageStarts(db: Queryable, keys: Key[], request: PageRequest): Promise<string[][] | null> {
  const { where, values, order, perPage } = request;
  const nullable = keys.filter((key) => NULLABLE_FIELDS.has(key.name));
  if (nullable.length > 0) {
    const lacking = nullable.map((key) => `${key.field.sql} IS NULL`).join(' OR ');
    const [row] = await db.query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM items WHERE ${where} AND (${lacking})) AS any`,
      values,
    );
    if (row.any) return null;
  }
  const columns = keys.map((key, i) => `${key.field.sql}::text AS k${i}`).join(', ');
  const rows = await db.query<Record<string, string>>(
    `SELECT ${keys.map((_, i) => `k${i}`).join(', ')} FROM (
       SELECT ${columns}, row_number() OVER (ORDER BY ${order}) - 1 AS rn FROM items WHERE ${where}
     ) AS ranked WHERE rn % ${perPage} = 0 ORDER BY rn`,
    values,
  );
  return rows.map((row) => keys.map((_, i) => row[`k${i}`]));
}

/** The bodies of one page, in `request.order`. */
export async function readPage(
  db: Queryable,
  scope: ItemScope,
  query: QueryRequest,
  request: PageRequest,
): Promise<Item[]> {
  const { where, values, order, page, perPage } = request;
  const withOffset = async () =>
    (
      await db.query<{ body: Item }>(
        `SELECT body FROM items WHERE ${where} ORDER BY ${order} LIMIT ${perPage} OFFSET ${page * perPage}`,
        values,
      )
    ).map((r) => r.body);
  const keys = page > 0 ? keysOf(scope, query.sort) : null;
  if (!keys) return withOffset();
  const version = await collectionVersion(db, scope, query.query ?? {});
  if (version === null) return withOffset();

  const cacheKey = `${where}\u0000${JSON.stringify(values)}\u0000${order}\u0000${perPage}`;
  let cached = starts.get(cacheKey);
  if (cached?.version !== version) {
    const computing = pageStarts(db, keys, request);
    cached = { version, keys: computing };
    if (starts.size >= MAX_CACHED) starts.clear();
    starts.set(cacheKey, cached);
    computing.catch(() => {
      if (starts.get(cacheKey)?.keys === computing) starts.delete(cacheKey);
    });
  }
  const pageKeys = await cached.keys;
  if (!pageKeys) return withOffset();
  const first = pageKeys[page];
  if (!first) return [];
  const placeholders = keys.map((key, i) => `$${values.length + i + 1}::${SQL_TYPE[key.field.kind] ?? 'text'}`);
  const seek = `(${keys.map((key) => key.field.sql).join(', ')}) >= (${placeholders.join(', ')})`;
  const rows = await db.query<{ body: Item }>(
    `SELECT body FROM items WHERE ${where} AND ${seek} ORDER BY ${order} LIMIT ${perPage}`,
    [...values, ...first],
  );
  return rows.map((row) => row.body);
}
