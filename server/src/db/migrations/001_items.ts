/**
 * Items of every entity type: indexed columns for the filters every request uses, the whole item
 * (including those columns) in `body`. Poses and sequences are read a page at a time by
 * collection and index: generated columns make that an index(-only) scan, count included.
 */
export default `
CREATE TABLE items (
  _id text PRIMARY KEY,
  entity text NOT NULL,
  session_id text,
  owner_id text,
  is_deleted boolean NOT NULL DEFAULT false,
  is_archived boolean NOT NULL DEFAULT false,
  created_timestamp timestamptz NOT NULL,
  updated_timestamp timestamptz NOT NULL,
  deleted_timestamp timestamptz,
  archived_timestamp timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_user_id text,
  body jsonb NOT NULL,
  collection_id text GENERATED ALWAYS AS (coalesce(body->>'pose_collection_id', body->>'sequence_collection_id')) STORED,
  position double precision GENERATED ALWAYS AS (
    CASE WHEN jsonb_typeof(body->'index') = 'number' THEN (body->>'index')::double precision END
  ) STORED
);
CREATE INDEX items_session ON items (session_id, entity, updated_timestamp);
CREATE INDEX items_owner ON items (owner_id, entity, updated_timestamp) WHERE owner_id IS NOT NULL;
CREATE INDEX items_global ON items (entity, created_timestamp) WHERE session_id IS NULL;
CREATE INDEX items_collection ON items (session_id, collection_id, entity, is_deleted, is_archived, position, _id)
  WHERE collection_id IS NOT NULL;
`;
