import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActionModel } from '@bench/sdk/model';
import type {
  ItemRules,
  ItemStore,
  JobSubjectDeclaration,
  PluginRequest,
  PluginRoutes,
  ServerHost,
} from '@bench/sdk/backend';
import { displayName, type AuthUser } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { parse } from '../errors.ts';
import { declaredLimitCheck, schemasOf } from '../items/entities.ts';
import { checkItemLimits } from '../items/limits.ts';
import type { Item } from '../items/build.ts';
import { pluginItemStore, type StoreOwner } from '../items/pluginItemStore.ts';
import type { JobPipeline } from '../jobs/pipeline.ts';
import { cancelJob, runJob, runJobs } from '../jobs/service.ts';
import { actionSettings, jobValidationContext, loadSourceData } from '../jobs/sourceData.ts';
import { subjectOf } from '../jobs/subjects/index.ts';
import { PluginStartError } from '../plugins/load.ts';
import { storePoseCollection } from '../structures/poseCollections.ts';
import { ownedSession } from './access.ts';
import { ownedJobItem } from './actions.ts';
import { actorOf } from './itemRoutes.ts';
import type { TypeRules } from './items.ts';
import { poseStructure } from './poseStructure.ts';
import { publishModel } from './publish.ts';

/** The server's request behind each request a plugin's code was given (a plugin never sees the server's own). */
const serverRequests = new WeakMap<PluginRequest, FastifyRequest>();

function pluginRequest(request: FastifyRequest): PluginRequest {
  const shown: PluginRequest = { params: (request.params ?? {}) as Record<string, string>, body: request.body };
  serverRequests.set(shown, request);
  return shown;
}

function serverRequest(request: PluginRequest): FastifyRequest {
  const known = serverRequests.get(request);
  if (!known) throw new Error('A plugin passed a request the server did not give it.');
  return known;
}

/** One plugin's own types and the platform types it writes, and its items on a database handle written as someone. */
interface PluginBinding {
  owner: StoreOwner;
  store(db: Queryable, user: AuthUser): ItemStore;
}

function bindPlugin(ctx: AppContext, pluginId: string, types: readonly string[]): PluginBinding {
  const owner = { pluginId, types: new Set(types) };
  const validationContext = async (
    db: Queryable,
    job: Pick<ActionModel, 'reads'>,
    sessionId: string,
    poseIds: readonly unknown[],
  ) => {
    const data = await loadSourceData(db, {
      _id: '',
      session_id: sessionId,
      input: { pose_ids: [...poseIds] },
    } as Item);
    return jobValidationContext(data, actionSettings(ctx.config.maxResults, ctx.plugins.settings.forJob(job)));
  };
  return {
    owner,
    store: (db, user) => pluginItemStore(db, owner, { id: user.id, name: displayName(user) }, validationContext),
  };
}

/** What one plugin's server half is lent (the sdk's ServerHost), bound to this server and to its own types. */
function serverHost(ctx: AppContext, pipeline: JobPipeline, plugin: PluginBinding): ServerHost {
  const userOf = (request: PluginRequest) => serverRequest(request).user;
  const subject = (declaration: JobSubjectDeclaration) => {
    if (!plugin.owner.types.has(declaration.entity))
      throw new Error(`Plugin '${plugin.owner.pluginId}' may not run '${declaration.entity}' items.`);
    return subjectOf(declaration.entity);
  };
  /** the `update` event of items a run or cancel changed, on each one's session channel */
  const announced = async (request: PluginRequest, type: string, items: Item[]) => {
    for (const sessionId of new Set(items.map((item) => String(item.session_id)))) {
      const ids = items.filter((item) => String(item.session_id) === sessionId).map((item) => item._id);
      await publishModel(ctx, serverRequest(request), { op: 'update', type, ids, sessionId, ownerId: null });
    }
    return items;
  };
  const creatable = (type: string) => {
    if (!plugin.owner.types.has(type))
      throw new Error(`Plugin '${plugin.owner.pluginId}' may not create '${type}' items.`);
    return type;
  };
  const checkLimits = (type: string, item: Record<string, unknown>) =>
    checkItemLimits(type, item, ctx.config.limits, undefined, declaredLimitCheck(type));
  return {
    items: (request) => plugin.store(ctx.db, userOf(request)),
    transaction: (request, work) => ctx.db.transaction((tx) => work(plugin.store(tx, userOf(request)))),
    runJob: async (request, declaration, item) => {
      const ran = await runJob(ctx, pipeline, userOf(request), subject(declaration), item);
      return (await announced(request, declaration.entity, [ran]))[0]!;
    },
    runJobs: async (request, runs, alsoInTransaction) => {
      const started = await runJobs(
        ctx,
        pipeline,
        userOf(request),
        runs.map((run) => ({ subject: subject(run.subject), item: run.item })),
        alsoInTransaction && ((tx) => alsoInTransaction(plugin.store(tx, userOf(request)))),
      );
      for (const type of new Set(runs.map((run) => run.subject.entity)))
        await announced(
          request,
          type,
          started.filter((_, i) => runs[i]!.subject.entity === type),
        );
      return started;
    },
    cancelJob: async (request, declaration, item) => {
      const cancelled = await cancelJob(ctx, pipeline, subject(declaration), item);
      return (await announced(request, declaration.entity, [cancelled]))[0]!;
    },
    checkedBody: (type, body) => {
      const checked = parse(schemasOf(creatable(type)).create, body);
      checkLimits(type, checked);
      return checked;
    },
    checkLimits: (type, item) => checkLimits(creatable(type), item),
    limits: ctx.config.limits,
    supportHost: new URL(ctx.config.supportUrl).origin,
    ownedJobItem: (request, declaration, noun) => ownedJobItem(ctx, serverRequest(request), subject(declaration), noun),
    ownedSession: (request, sessionId) => ownedSession(ctx, serverRequest(request), sessionId),
    publish: (request, { op, type, ids, sessionId }) =>
      publishModel(ctx, serverRequest(request), { op, type, ids, sessionId, ownerId: null }),
    settings: <T extends object>() => ctx.plugins.settings.of<T>(plugin.owner.pluginId),
    poseStructure: async (request, sessionId, poseId) => {
      await ownedSession(ctx, serverRequest(request), sessionId);
      return poseStructure(ctx, sessionId, poseId);
    },
    createRawPoseCollection: async (request, sessionId, name, poses) => {
      const caller = serverRequest(request);
      await ownedSession(ctx, caller, sessionId);
      const created = await ctx.db.transaction((tx) =>
        storePoseCollection(tx, actorOf(caller), sessionId, { name, type: null, is_raw: true }, poses),
      );
      const event = { op: 'create' as const, sessionId, ownerId: null };
      await publishModel(ctx, caller, { ...event, type: 'pose_collections', ids: [created.collection._id] });
      await publishModel(ctx, caller, { ...event, type: 'poses', ids: created.poses.map((pose) => pose._id) });
      return created;
    },
    model: (task) => pipeline.plugins.model(task),
    runnerOf: (entity) => pipeline.plugins.runnerOf(entity),
  };
}

/** A plugin's rules as the generic item routes call them. */
function typeRules(rules: ItemRules, plugin: PluginBinding): TypeRules {
  const { prepareCreate, prepareUpdate, afterCreate } = rules;
  return {
    prepareCreate:
      prepareCreate &&
      ((body, scope, tx, user) => prepareCreate(body, String(scope.sessionId), plugin.store(tx, user))),
    prepareUpdate,
    afterCreate: afterCreate && ((item, request) => afterCreate(item, pluginRequest(request))),
  };
}

/** `/api/<name>/…` or `/api/sessions/:sid/<name>/…`: the type or route name a plugin's route is under. */
const ROUTE_NAME = /^\/api\/(?:sessions\/:[A-Za-z]+\/)?([a-z][A-Za-z0-9_]*)(?:\/|$)/;

/** Where one plugin adds its routes: only under its own types, those it writes and its route names, refusing to start otherwise. */
function scopedRoutes(app: FastifyInstance, owner: StoreOwner, routeNames: readonly string[] = []): PluginRoutes {
  const add =
    (method: 'get' | 'post' | 'put' | 'delete') =>
    (path: string, handler: (request: PluginRequest) => Promise<unknown>, options?: { status?: number }) => {
      const name = ROUTE_NAME.exec(path)?.[1];
      if (!name || !(owner.types.has(name) || routeNames.includes(name)))
        throw new PluginStartError(
          owner.pluginId,
          `its route ${method.toUpperCase()} ${path} is not under one of its own item types or route names`,
        );
      app[method](path, async (request, reply) => {
        const answer = await handler(pluginRequest(request));
        return options?.status ? reply.status(options.status).send(answer) : answer;
      });
    };
  return { get: add('get'), post: add('post'), put: add('put'), delete: add('delete') };
}

/**
 * Registers each loaded plugin's own routes (run, cancel, members…) with its host, in catalog
 * order, and answers the rules its types bring to the generic item routes, by type.
 */
export function installPluginServers(
  app: FastifyInstance,
  ctx: AppContext,
  pipeline: JobPipeline,
): Record<string, TypeRules> {
  const rules: Record<string, TypeRules> = {};
  for (const { pluginId, entry } of ctx.plugins.servers) {
    const entities = entry.entities ?? [];
    const plugin = bindPlugin(ctx, pluginId, [...entities.map((entity) => entity.type), ...(entry.writes ?? [])]);
    const host = serverHost(ctx, pipeline, plugin);
    for (const entity of entities) if (entity.rules) rules[entity.type] = typeRules(entity.rules(host), plugin);
    entry.routes?.(scopedRoutes(app, plugin.owner, entry.routeNames), host);
  }
  return rules;
}
