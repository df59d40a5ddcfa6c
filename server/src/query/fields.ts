import type { EntityType } from '@bench/sdk/model';
import { schemasOf } from '../items/entities.ts';

export type FieldKind = 'bool' | 'text' | 'int' | 'number' | 'time' | 'json';
export interface Field {
  /** SQL expression: a column, or the body member (matching the expression indexes) */
  sql: string;
  kind: FieldKind;
}

/** Fields stored as their own columns. */
const COLUMNS: Record<string, FieldKind> = {
  _id: 'text',
  session_id: 'text',
  is_deleted: 'bool',
  is_archived: 'bool',
  created_timestamp: 'time',
  updated_timestamp: 'time',
  deleted_timestamp: 'time',
  archived_timestamp: 'time',
  version: 'int',
  created_user_id: 'text',
};
/** Body fields mirrored by generated columns (see migration 001), per type. */
const GENERATED: Partial<Record<EntityType, Record<string, Field>>> = {
  poses: { pose_collection_id: { sql: 'collection_id', kind: 'text' }, index: { sql: 'position', kind: 'number' } },
  sequences: {
    sequence_collection_id: { sql: 'collection_id', kind: 'text' },
    index: { sql: 'position', kind: 'number' },
  },
};
const COMMON_BODY = ['name', 'created_user_name', 'updated_user_name', 'updated_user_id', 'schema_version'];
const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function build(type: EntityType): Map<string, Field> {
  const fields = new Map<string, Field>();
  for (const name of [...COMMON_BODY, ...schemasOf(type).fields]) {
    // names come from our own schemas; the check keeps that promise explicit
    if (!SAFE_NAME.test(name)) throw new Error(`unsafe field name in schema of ${type}: ${name}`);
    fields.set(name, { sql: `(body->'${name}')`, kind: 'json' });
  }
  for (const [name, field] of Object.entries(GENERATED[type] ?? {})) fields.set(name, field);
  for (const [name, kind] of Object.entries(COLUMNS)) fields.set(name, { sql: name, kind });
  return fields;
}

const CACHE = new Map<EntityType, Map<string, Field>>();

/** The whitelist of queryable and sortable fields of a type. */
export function fieldsOf(type: EntityType): Map<string, Field> {
  let fields = CACHE.get(type);
  if (!fields) CACHE.set(type, (fields = build(type)));
  return fields;
}
