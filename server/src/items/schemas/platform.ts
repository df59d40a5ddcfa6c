import { z } from 'zod';
import { json, timestamp, typeSchemas, freeName } from './common.ts';

/** spec 3 §3: sessions (names are stripped of invalid characters by the route, not rejected). */
export const sessions = typeSchemas(
  {
    name: freeName,
    view: z.record(z.string(), z.boolean()),
    state: json,
    score_function: z.string().nullable(),
    action: z.unknown(),
    action_counter: z.number().int().min(0),
    is_locked: z.boolean(),
  },
  { updatable: ['name', 'view', 'state', 'score_function'] },
);

/** Promotion content is trimmed by the schema and must stay non-empty. */
export const promotions = typeSchemas(
  {
    content: z.string().trim().min(1, 'content must not be empty').max(100_000),
    published_timestamp: timestamp.nullable(),
    is_visible: z.boolean(),
  },
  { required: ['content'] },
);

/** Notifications are the caller's own; an update only marks them notified. */
export const notifications = typeSchemas(
  { title: z.string().max(1000), body: z.string().max(100_000), did_notify: z.boolean() },
  { required: ['title'], updatable: ['did_notify'] },
);
