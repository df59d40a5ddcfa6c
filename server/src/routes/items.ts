import type { FastifyInstance } from 'fastify';
import { ENTITY_TYPES, isSessionScoped, type EntityType } from '@bench/sdk/model';
import type { AppContext } from '../context.ts';
import { sessionItemScope } from './access.ts';
import { registerItemRoutes, type TypeRoutes } from './itemRoutes.ts';

type Extra = Partial<Pick<TypeRoutes, 'prepareCreate' | 'prepareUpdate' | 'afterCreate'>>;

/** The generic routes of every session-scoped type, under /api/sessions/:sid/{type}; `extra` adds a type's own rules. */
export function registerSessionItemRoutes(app: FastifyInstance, ctx: AppContext, extra: Partial<Record<EntityType, Extra>> = {}): void {
  for (const type of Object.keys(ENTITY_TYPES) as EntityType[]) {
    if (!isSessionScoped(type)) continue;
    registerItemRoutes(app, ctx, { type, base: `/api/sessions/:sid/${type}`, scope: sessionItemScope(ctx, type), ...extra[type] });
  }
}
