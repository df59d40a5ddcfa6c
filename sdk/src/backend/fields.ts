/** Every stored item: its fields, and the server's `_id`. */
export type Item = Record<string, unknown> & { _id: string };

/** 24 lower-case hex characters, as every item id. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

/** Fields the server keeps on every item; clients may echo them, the server decides them. */
export const SERVER_FIELDS = [
  '_id',
  'session_id',
  'created_timestamp',
  'created_user_name',
  'created_user_id',
  'updated_timestamp',
  'updated_user_name',
  'updated_user_id',
  'is_deleted',
  'is_archived',
  'deleted_timestamp',
  'archived_timestamp',
  'schema_version',
  'version',
] as const;

/** Fields only the job pipeline writes on the items it runs; a client's values are dropped. */
export const JOB_FIELDS = [
  'job_status',
  'job_id',
  'price',
  'progress',
  'error_message',
  'notes',
  'method',
  'engine',
  'action_id',
];

/** The pipeline's fields of an item that has not run yet. */
export const NOT_RUN = {
  job_id: null,
  price: null,
  progress: null,
  error_message: null,
  notes: [],
  method: null,
  engine: null,
  action_id: null,
};

export function without(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const rest = { ...body };
  for (const field of fields) delete rest[field];
  return rest;
}
