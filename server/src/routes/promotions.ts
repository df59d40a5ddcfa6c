import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { ItemScope } from '../items/scope.ts';
import { newPromotionsCount } from '../items/sessionsRepo.ts';
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
  app.get('/api/promotions/get/new/count', async (request) => {
    return { count: await newPromotionsCount(ctx.db, request.user.id) };
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
