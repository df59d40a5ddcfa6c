import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { ItemScope } from '../items/repo.ts';
import { requireEditor } from './access.ts';
import { registerItemRoutes } from './itemRoutes.ts';

/** Editors see every promotion; everyone else only visible ones. */
function promotionsScope(request: FastifyRequest): ItemScope {
  return {
    type: 'promotions',
    sessionId: null,
    ownerId: null,
    forced: request.user.isPromotionEditor ? undefined : { is_visible: true },
  };
}

export function registerPromotionRoutes(app: FastifyInstance, ctx: AppContext): void {
  // new = visible and published at or after the caller's last active session update (spec 3 §4)
  app.get('/api/promotions/get/new/count', async (request) => {
    const [row] = await ctx.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM items p
       WHERE p.entity = 'promotions' AND p.session_id IS NULL AND p.body->'is_visible' = 'true'::jsonb
         AND p.body->>'published_timestamp' IS NOT NULL
         AND (p.body->>'published_timestamp')::timestamptz >= coalesce(
           (SELECT max(s.updated_timestamp) FROM items s
            WHERE s.entity = 'sessions' AND s.owner_id = $1 AND NOT s.is_deleted AND NOT s.is_archived),
           '-infinity'::timestamptz)`,
      [request.user.id],
    );
    return { count: row.count };
  });

  registerItemRoutes(app, ctx, {
    type: 'promotions',
    base: '/api/promotions',
    scope: async (request) => promotionsScope(request),
    canWrite: requireEditor,
    prepareCreate: (body) => ({
      ...body,
      is_visible: body.is_visible ?? false,
      published_timestamp: body.published_timestamp ?? new Date().toISOString(),
    }),
    // publishing a hidden promotion dates it now unless the editor gave a date
    prepareUpdate: (patch, existing) =>
      patch.is_visible === true && existing.is_visible !== true && patch.published_timestamp === undefined
        ? { ...patch, published_timestamp: new Date().toISOString() }
        : patch,
    skip: ['archive', 'dearchive'],
  });
}
