import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { PLATFORM_SESSION_TYPES } from '../items/entities.ts';
import { sessionItemScope } from './access.ts';
import { registerItemRoutes, type TypeRoutes } from './itemRoutes.ts';

/** A type's own rules inside its generic routes. */
export type TypeRules = Pick<TypeRoutes, 'prepareCreate' | 'prepareUpdate' | 'afterCreate'>;

/**
 * The generic routes of the platform's session-scoped types and of the types the loaded plugins
 * declare, under /api/sessions/:sid/{type}; `rules` adds a type's own rules.
 */
export function registerSessionItemRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  rules: Record<string, TypeRules> = {},
): void {
  const declared = ctx.plugins.servers.flatMap(({ entry }) => (entry.entities ?? []).map((entity) => entity.type));
  for (const type of [...PLATFORM_SESSION_TYPES, ...declared]) {
    registerItemRoutes(app, ctx, {
      type,
      base: `/api/sessions/:sid/${type}`,
      scope: sessionItemScope(ctx, type),
      ...rules[type],
    });
  }
}
