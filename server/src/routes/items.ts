import type { FastifyInstance } from 'fastify';
import { ENTITY_TYPES, isSessionScoped, type EntityType } from '@bench/sdk';
import type { AppContext } from '../context.ts';
import { sessionItemScope } from './access.ts';
import { registerItemRoutes } from './itemRoutes.ts';

/** The generic routes of every session-scoped type, under /api/sessions/:sid/{type}. */
export function registerSessionItemRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const type of Object.keys(ENTITY_TYPES) as EntityType[]) {
    if (!isSessionScoped(type)) continue;
    registerItemRoutes(app, ctx, { type, base: `/api/sessions/:sid/${type}`, scope: sessionItemScope(ctx, type) });
  }
}
