import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { ItemRules, ServerHost } from '../http/pluginContract.ts';
import type { JobPipeline } from '../jobs/pipeline.ts';
import { cancelJob, runJob, runJobs } from '../jobs/service.ts';
import { actionSettings, jobValidationContext, loadSourceData } from '../jobs/sourceData.ts';
import type { Item } from '../items/build.ts';
import { ownedSession } from './access.ts';
import { ownedJobItem } from './actions.ts';
import { publishModel } from './publish.ts';

/** The services a plugin's server half gets (http/pluginContract.ts), bound to this server. */
export function serverHost(ctx: AppContext, pipeline: JobPipeline): ServerHost {
  return {
    db: ctx.db,
    runJob: (request, subject, item) => runJob(ctx, pipeline, request.user, subject, item),
    runJobs: (request, runs, alsoInTransaction) => runJobs(ctx, pipeline, request.user, runs, alsoInTransaction),
    cancelJob: (subject, item) => cancelJob(ctx, pipeline, subject, item),
    ownedJobItem: (request, subject, noun) => ownedJobItem(ctx, request, subject, noun),
    ownedSession: (request, sessionId) => ownedSession(ctx, request, sessionId),
    publish: (request, { op, type, ids, sessionId }) => publishModel(ctx, request, { op, type, ids, sessionId, ownerId: null }),
    model: (task) => pipeline.plugins.model(task),
    runnerOf: (entity) => pipeline.plugins.runnerOf(entity),
    async validationContext(tx, sessionId, poseIds) {
      const data = await loadSourceData(tx, { _id: '', session_id: sessionId, input: { pose_ids: [...poseIds] } } as Item);
      return jobValidationContext(data, actionSettings(ctx.config.maxResults, ctx.plugins.settings.forActions));
    },
  };
}

/** The item rules the plugins' declared types bring to the generic routes, by type. */
export function pluginItemRules(ctx: AppContext, host: ServerHost): Record<string, ItemRules> {
  return Object.fromEntries(ctx.plugins.servers.flatMap(({ entry }) => (entry.entities ?? []).flatMap((entity) => (entity.rules ? [[entity.type, entity.rules(host)]] : []))));
}

/** Each plugin's own routes (run, cancel, members…), in catalog order. */
export function registerPluginRoutes(app: FastifyInstance, ctx: AppContext, host: ServerHost): void {
  for (const { entry } of ctx.plugins.servers) entry.routes?.(app, host);
}
