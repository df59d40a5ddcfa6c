import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { type TypeRoutes } from './itemRoutes.ts';
/** A type's own rules inside its generic routes. */
export type TypeRules = Pick<TypeRoutes, 'prepareCreate' | 'prepareUpdate' | 'afterCreate'>;
/**
 * The generic routes of the platform's session-scoped types and of the types the loaded plugins
 * declare, under /api/sessions/:sid/{type}; `rules` adds a type's own rules.
 */
export declare function registerSessionItemRoutes(app: FastifyInstance, ctx: AppContext, rules?: Record<string, TypeRules>): void;
