import { SERVER_FIELDS } from './schemas/index.ts';
import type { Item } from '@bench/sdk/backend';
import { newId } from '../ids.ts';

export type { Item } from '@bench/sdk/backend';

/** Who writes: stamped into created_/updated_ user fields. */
export interface Actor {
  id: string;
  name: string;
}

const SCHEMA_VERSION = 1;

function withoutServerFields(body: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...body };
  for (const key of SERVER_FIELDS) delete rest[key];
  return rest;
}

/** A new item: the client's fields plus every server-maintained field. */
export function newItem(
  body: Record<string, unknown>,
  actor: Actor,
  place: { sessionId: string | null; id?: string; now?: string },
): Item {
  const now = place.now ?? new Date().toISOString();
  return {
    ...withoutServerFields(body),
    _id: place.id ?? newId(),
    ...(place.sessionId ? { session_id: place.sessionId } : {}),
    created_timestamp: now,
    created_user_name: actor.name,
    created_user_id: actor.id,
    updated_timestamp: now,
    updated_user_name: actor.name,
    updated_user_id: actor.id,
    is_deleted: false,
    is_archived: false,
    deleted_timestamp: null,
    archived_timestamp: null,
    schema_version: SCHEMA_VERSION,
    version: 1,
  };
}

/** The stamp every write puts on an item (version is raised by the store). */
export function touch(actor: Actor, now = new Date().toISOString()): Record<string, unknown> {
  return { updated_timestamp: now, updated_user_name: actor.name, updated_user_id: actor.id };
}

export function applyPatch(existing: Item, patch: Record<string, unknown>, actor: Actor): Item {
  return {
    ...existing,
    ...withoutServerFields(patch),
    ...touch(actor),
    version: Number(existing.version ?? 0) + 1,
  };
}
