import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Item } from '../items/build.ts';
import type { ItemScope } from '../items/scope.ts';
import type { EntityType } from '@bench/sdk/model';
/** The caller's sessions (active, archived or in the trash). */
export declare function sessionsScope(request: FastifyRequest): ItemScope;
/**
 * The session when the caller owns it. Other users' sessions answer 404 like absent ones, so a
 * caller cannot learn which ids exist.
 */
export declare function ownedSession(ctx: AppContext, request: FastifyRequest, sessionId: string | undefined): Promise<Item>;
/** Scope resolver for session-scoped types: routes under /api/sessions/:sid/. */
export declare function sessionItemScope(ctx: AppContext, type: EntityType): (request: FastifyRequest) => Promise<ItemScope>;
export declare function requireEditor(request: FastifyRequest): void;
