import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stripInvalidNameChars } from '@bench/sdk/model';
import type { AppContext } from '../context.ts';
import { applyPatch, type Item } from '../items/build.ts';
import { getItem, queryItems, writeItem } from '../items/repo.ts';
import { deleteSessionRows } from '../items/sessionsRepo.ts';
import { publishModel } from './publish.ts';
import { ownedSession, sessionsScope } from './access.ts';
import { actorOf, registerItemRoutes } from './itemRoutes.ts';
import { deleteStructuresOfSession } from '../structures/repo.ts';

const EMPTY_TABS = { active_tab_index: -1, open_tabs: [] };

/** A new session: the actions' counter and every counter the cataloged models declare start at 0. */
function newSessionDefaults(body: Record<string, unknown>, counters: readonly string[]): Record<string, unknown> {
  return {
    view: {},
    state: { tabs: EMPTY_TABS },
    action_counter: 0,
    ...Object.fromEntries(counters.map((counter) => [counter, 0])),
    is_locked: false,
    ...body,
    name: stripInvalidNameChars(String(body.name ?? '')).trim(),
  };
}

/** A rename that strips down to nothing keeps the previous name (spec 3 §5). */
function renameRule(patch: Record<string, unknown>): Record<string, unknown> {
  if (patch.name === undefined) return patch;
  const name = stripInvalidNameChars(String(patch.name)).trim();
  const { name: _dropped, ...rest } = patch;
  return name ? { ...rest, name } : rest;
}

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const publish = (request: FastifyRequest, op: 'update' | 'delete', ids: string[]) =>
    publishModel(ctx, request, { op, type: 'sessions', ids, sessionId: null, ownerId: request.user.id });

  app.get('/api/sessions/get/recent', async (request) => {
    const { models } = await queryItems(
      ctx.db,
      sessionsScope(request),
      { query: { is_deleted: false, is_archived: false }, sort: { updated_timestamp: -1 } },
      1,
    );
    return models[0] ?? null;
  });

  app.post('/api/sessions/:sid/reset', async (request) => {
    const { sid } = request.params as { sid: string };
    await ownedSession(ctx, request, sid);
    const session = await ctx.db.transaction(async (tx) => {
      const existing = (await getItem(tx, sessionsScope(request), sid, true)) as Item;
      const { split_view: _split, styles: _styles, ...state } = (existing.state ?? {}) as Record<string, unknown>;
      const next = applyPatch(existing, { state: { ...state, tabs: EMPTY_TABS } }, actorOf(request));
      await writeItem(tx, sessionsScope(request), next);
      return next;
    });
    await publish(request, 'update', [sid]);
    return session;
  });

  app.delete('/api/sessions/:sid', async (request) => {
    const { sid } = request.params as { sid: string };
    await ownedSession(ctx, request, sid);
    await ctx.db.transaction(async (tx) => {
      await deleteStructuresOfSession(tx, sid);
      await deleteSessionRows(tx, sid, request.user.id);
    });
    await publish(request, 'delete', [sid]);
    return { ok: true };
  });

  registerItemRoutes(app, ctx, {
    type: 'sessions',
    base: '/api/sessions',
    scope: async (request) => sessionsScope(request),
    ownerOf: (request) => request.user.id,
    prepareCreate: (body) => newSessionDefaults(body, ctx.plugins.actions.counters),
    prepareUpdate: renameRule,
    skip: ['delete', 'archive', 'dearchive'],
    listOmits: ['state'],
  });
}
