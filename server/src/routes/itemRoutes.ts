import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityType, ModelOp } from '@bench/sdk/model';
import { displayName, type AuthUser } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { HttpError, notFound, parse, validation } from '../errors.ts';
import { ID_PATTERN } from '../ids.ts';
import { applyPatch, newItem, type Actor, type Item } from '../items/build.ts';
import { deleteItems, getItem, getMany, insertItems, queryItems, setFlag, writeItem } from '../items/repo.ts';
import type { ItemScope } from '../items/scope.ts';
import { checkItemLimits } from '../items/limits.ts';
import { checkFields, idsBody, queryBody } from '../items/requests.ts';
import { declaredLimitCheck, schemasOf } from '../items/entities.ts';
import { publishModel } from './publish.ts';

type Operation =
  | 'get'
  | 'list'
  | 'getMany'
  | 'query'
  | 'create'
  | 'update'
  | 'delete'
  | 'softDelete'
  | 'restore'
  | 'archive'
  | 'dearchive';

/** How one entity type is served by the generic routes of spec 3 §7. */
export interface TypeRoutes {
  type: EntityType;
  /** e.g. '/api/sessions/:sid/poses' or '/api/notifications' */
  base: string;
  /** where the caller may look; throws 404 when the caller may not see the parent */
  scope(request: FastifyRequest): Promise<ItemScope>;
  /** throws when the caller may not write this type */
  canWrite?(request: FastifyRequest): void;
  /** the owner stamped on created items */
  ownerOf?(request: FastifyRequest): string | null;
  /** runs in the create transaction (e.g. to take a counter) */
  prepareCreate?(
    body: Record<string, unknown>,
    scope: ItemScope,
    tx: Queryable,
    user: AuthUser,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  prepareUpdate?(
    patch: Record<string, unknown>,
    existing: Item,
    user: AuthUser,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** runs once the created item is committed and published (e.g. to run the jobs it made); may answer a newer copy */
  afterCreate?(item: Item, request: FastifyRequest): Promise<Item>;
  /** operations served elsewhere or not at all */
  skip?: Operation[];
  /** fields list answers (list, query) leave out: a project list carries no session state */
  listOmits?: string[];
}

export function actorOf(request: FastifyRequest): Actor {
  return { id: request.user.id, name: displayName(request.user) };
}

function itemId(request: FastifyRequest): string {
  const id = (request.params as { id?: string }).id ?? '';
  if (!ID_PATTERN.test(id)) throw notFound(`No such item: ${id}`);
  return id;
}

export function registerItemRoutes(app: FastifyInstance, ctx: AppContext, rules: TypeRoutes): void {
  const { type, base } = rules;
  const schemas = schemasOf(type);
  const ownCheck = declaredLimitCheck(type);
  const skip = new Set(rules.skip ?? []);
  const limit = ctx.config.maxResults;
  const canWrite = (request: FastifyRequest) => rules.canWrite?.(request);
  const listed = (items: Item[]): Item[] => {
    if (!rules.listOmits) return items;
    return items.map(
      (item) => Object.fromEntries(Object.entries(item).filter(([key]) => !rules.listOmits!.includes(key))) as Item,
    );
  };
  const publish = (request: FastifyRequest, scope: ItemScope, op: ModelOp, ids: string[]) =>
    publishModel(ctx, request, {
      op,
      type,
      ids,
      sessionId: scope.sessionId,
      ownerId: scope.ownerId ?? rules.ownerOf?.(request) ?? null,
    });

  const flagRoute =
    (op: ModelOp, flag: 'is_deleted' | 'is_archived', value: boolean) => async (request: FastifyRequest) => {
      const scope = await rules.scope(request);
      canWrite(request);
      const { ids } = parse(idsBody, request.body);
      const changed = await ctx.db.transaction((tx) => setFlag(tx, scope, ids, flag, value, actorOf(request)));
      if (!changed) throw notFound('One or more items do not exist');
      await publish(request, scope, op, changed);
      return { ok: true };
    };

  const archiveRoute = (op: ModelOp, value: boolean) => async (request: FastifyRequest) => {
    const scope = await rules.scope(request);
    canWrite(request);
    const id = itemId(request);
    const item = await ctx.db.transaction(async (tx) => {
      if (!(await setFlag(tx, scope, [id], 'is_archived', value, actorOf(request)))) return null;
      return getItem(tx, { ...scope, forced: undefined }, id);
    });
    if (!item) throw notFound(`No such item: ${id}`);
    await publish(request, scope, op, [id]);
    return item;
  };

  if (!skip.has('list')) {
    app.get(base, async (request) => {
      const scope = await rules.scope(request);
      return listed(
        (await queryItems(ctx.db, scope, { query: { is_deleted: false, is_archived: false } }, limit)).models,
      );
    });
  }
  if (!skip.has('getMany')) {
    app.post(`${base}/getMany`, async (request) => {
      const scope = await rules.scope(request);
      return getMany(ctx.db, scope, parse(idsBody, request.body).ids);
    });
  }
  if (!skip.has('query')) {
    app.post(`${base}/query`, async (request) => {
      const scope = await rules.scope(request);
      const body = parse(queryBody, request.body);
      checkFields(type, body.fields);
      const reply = await queryItems(ctx.db, scope, body, body.per_page ?? limit);
      return { ...reply, models: listed(reply.models) };
    });
  }
  if (!skip.has('softDelete')) app.put(`${base}/softDelete`, flagRoute('soft-delete', 'is_deleted', true));
  if (!skip.has('restore')) app.put(`${base}/restore`, flagRoute('restore', 'is_deleted', false));
  if (!skip.has('archive')) app.put(`${base}/:id/archive`, archiveRoute('archive', true));
  if (!skip.has('dearchive')) app.put(`${base}/:id/dearchive`, archiveRoute('dearchive', false));
  if (!skip.has('get')) {
    app.get(`${base}/:id`, async (request) => {
      const scope = await rules.scope(request);
      const id = itemId(request);
      const item = await getItem(ctx.db, scope, id);
      if (!item) throw notFound(`No such item: ${id}`);
      return item;
    });
  }
  if (!skip.has('create')) {
    app.post(base, async (request, reply) => {
      const scope = await rules.scope(request);
      canWrite(request);
      let body = parse(schemas.create, request.body);
      checkItemLimits(type, body, ctx.config.limits, undefined, ownCheck);
      if (body.session_id !== undefined && body.session_id !== scope.sessionId)
        throw validation('session_id: does not match the session of the route');
      const wanted = body._id;
      if (wanted !== undefined && (typeof wanted !== 'string' || !ID_PATTERN.test(wanted)))
        throw validation('_id: must be an id of 24 lower-case hex characters');
      const owner = scope.ownerId ?? rules.ownerOf?.(request) ?? null;
      let item: Item;
      try {
        item = await ctx.db.transaction(async (tx) => {
          if (rules.prepareCreate) body = await rules.prepareCreate(body, scope, tx, request.user);
          const created = newItem(body, actorOf(request), {
            sessionId: scope.sessionId,
            id: wanted as string | undefined,
          });
          await insertItems(tx, type, [created], owner);
          return created;
        });
      } catch (error) {
        if (wanted && (error as { code?: string }).code === '23505')
          throw new HttpError(409, 'CONFLICT', `An item with _id ${wanted} exists`);
        throw error;
      }
      await publish(request, scope, 'create', [item._id]);
      return reply.status(201).send(rules.afterCreate ? await rules.afterCreate(item, request) : item);
    });
  }
  if (!skip.has('update')) {
    app.put(`${base}/:id`, async (request) => {
      const scope = await rules.scope(request);
      canWrite(request);
      const id = itemId(request);
      const patch = parse(schemas.update, request.body);
      checkItemLimits(type, patch, ctx.config.limits, undefined, ownCheck);
      const item = await ctx.db.transaction(async (tx) => {
        const existing = await getItem(tx, { ...scope, forced: undefined }, id, true);
        if (!existing) return null;
        const changes = rules.prepareUpdate ? await rules.prepareUpdate(patch, existing, request.user) : patch;
        const next = applyPatch(existing, changes, actorOf(request));
        checkItemLimits(type, {}, ctx.config.limits, next);
        await writeItem(tx, scope, next);
        return next;
      });
      if (!item) throw notFound(`No such item: ${id}`);
      await publish(request, scope, 'update', [id]);
      return item;
    });
  }
  if (!skip.has('delete')) {
    app.delete(`${base}/:id`, async (request) => {
      const scope = await rules.scope(request);
      canWrite(request);
      const id = itemId(request);
      const deleted = await deleteItems(ctx.db, { ...scope, forced: undefined }, [id]);
      if (deleted.length === 0) throw notFound(`No such item: ${id}`);
      await publish(request, scope, 'delete', deleted);
      return { ok: true };
    });
  }
}
