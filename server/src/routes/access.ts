import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';
import { ID_PATTERN } from '../ids.ts';
import type { Item } from '../items/build.ts';
import { getItem } from '../items/repo.ts';
import type { ItemScope } from '../items/scope.ts';
import type { EntityType } from '@bench/sdk/model';

/** The caller's sessions (active, archived or in the trash). */
export function sessionsScope(request: FastifyRequest): ItemScope {
  return { type: 'sessions', sessionId: null, ownerId: request.user.id };
}

/**
 * The session when the caller owns it. Other users' sessions answer 404 like absent ones, so a
 * caller cannot learn which ids exist.
 */
export async function ownedSession(
  ctx: AppContext,
  request: FastifyRequest,
  sessionId: string | undefined,
): Promise<Item> {
  const session =
    sessionId && ID_PATTERN.test(sessionId) ? await getItem(ctx.db, sessionsScope(request), sessionId) : null;
  if (!session) throw notFound(`No such session: ${sessionId}`);
  return session;
}

/** Scope resolver for session-scoped types: routes under /api/sessions/:sid/. */
export function sessionItemScope(ctx: AppContext, type: EntityType) {
  return async (request: FastifyRequest): Promise<ItemScope> => {
    const { sid } = request.params as { sid?: string };
    await ownedSession(ctx, request, sid);
    return { type, sessionId: sid!, ownerId: null };
  };
}

export function requireEditor(request: FastifyRequest): void {
  if (!request.user.isPromotionEditor) throw forbidden('Only promotion editors may change promotions');
}
