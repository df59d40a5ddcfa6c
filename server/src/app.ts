import Fastify, { type FastifyInstance } from 'fastify';
import { createAuthenticator, installAuthentication } from './auth/authenticator.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDb } from './db/open.ts';
import type { Db } from './db/types.ts';
import { installErrorHandler } from './errors.ts';
import { clientAddress } from './http/clientAddress.ts';
import { installGzipBodies } from './http/gzip.ts';
import { installServerTiming, timedDb } from './http/serverTiming.ts';
import { installJsonDepthLimit } from './http/jsonDepth.ts';
import { guardsHosts, hostRefusal, installHostGuard } from './http/hostGuard.ts';
import { installProtectiveHeaders } from './http/protectiveHeaders.ts';
import { installStatic } from './http/static.ts';
import { installJobs } from './jobs/install.ts';
import type { JobPipeline } from './jobs/pipeline.ts';
import type { SettleGate } from './jobs/settle.ts';
import { createPublisher } from './live/publisher.ts';
import { loadPlugins } from './plugins/index.ts';
import { registerActionRoutes } from './routes/actions.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerBillingRoutes } from './routes/billing.ts';
import { registerBulkFlagRoutes } from './routes/bulkFlags.ts';
import { registerDepictionRoute } from './routes/depictions.ts';
import { registerSessionItemRoutes } from './routes/items.ts';
import { registerLiveRoutes } from './routes/live.ts';
import { registerNotificationRoutes } from './routes/notifications.ts';
import { installPluginServers } from './routes/pluginHost.ts';
import { registerPoseExportRoutes } from './routes/poses.ts';
import { registerPoseStructureRoutes } from './routes/poseStructure.ts';
import { registerPromotionRoutes } from './routes/promotions.ts';
import { registerSampleRoutes } from './routes/samples.ts';
import { registerSessionCopies } from './routes/sessionCopies.ts';
import { registerSessionRoutes } from './routes/sessions.ts';
import { registerSettingsRoute } from './routes/settings.ts';

export interface RouteInfo {
  method: string;
  url: string;
  public: boolean;
}

export interface BenchServer {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  /** every route, as registered (the authorisation test walks this table) */
  routes: RouteInfo[];
  /** the job pipeline (the race tests settle jobs through it) */
  jobs: JobPipeline;
  close(): Promise<void>;
}

export interface ServerDeps {
  /** a shared database, left open on close */
  db?: Db;
  /** tests only: the job pipeline's settle gate (jobs/settle.ts) */
  settleGate?: SettleGate;
}

/**
 * The whole backend on one fastify instance; `deps.db` shares a database (left open on close).
 * Refuses (throws, naming the plugin) when a cataloged plugin cannot load or a setting is bad.
 */
export async function buildServer(config: Config, deps: ServerDeps = {}): Promise<BenchServer> {
  const plugins = await loadPlugins(config);
  const db = timedDb(deps.db ?? (await openDb(config)));
  const app = Fastify({
    logger: config.logger ? { level: 'info' } : false,
    bodyLimit: config.bodyLimit,
    exposeHeadRoutes: false,
    forceCloseConnections: true,
  });
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, public: Boolean(route.config?.public) });
  });

  const auth = createAuthenticator(
    config,
    db,
    (message) => app.log.warn(message),
    plugins.actions.features.flagNames(),
  );
  const publisher = await createPublisher(config, db, (message) => app.log.warn(message));
  const ctx: AppContext = { config, db, auth, publisher, plugins };

  installErrorHandler(app);
  installServerTiming(app);
  installHostGuard(app, config);
  installProtectiveHeaders(app, config);
  installGzipBodies(app);
  installJsonDepthLimit(app, config.maxJsonDepth);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/me') reply.header('cache-control', 'no-store');
    if (config.disruption) {
      reply.header('x-service-disruption-message', config.disruption.message);
      if (config.disruption.url) reply.header('x-service-disruption-url', config.disruption.url);
    }
  });
  installAuthentication(app, auth);

  const jobs = await installJobs(app.log, ctx, deps.settleGate);
  registerSettingsRoute(app, ctx, jobs.pipeline.engineKinds);
  registerAuthRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerSessionCopies(app, ctx);
  registerActionRoutes(app, ctx, jobs.pipeline);
  const pluginRules = installPluginServers(app, ctx, jobs.pipeline);
  registerSessionItemRoutes(app, ctx, { actions: jobs.itemRules, ...pluginRules });
  registerPoseExportRoutes(app, ctx);
  registerPoseStructureRoutes(app, ctx);
  registerBulkFlagRoutes(app, ctx);
  registerSampleRoutes(app);
  registerDepictionRoute(app);
  registerPromotionRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerBillingRoutes(app, ctx);
  registerLiveRoutes(app, ctx);
  await installStatic(app, config.staticDir);

  publisher.endpoint?.attach(
    app.server,
    (request) => (guardsHosts(config) ? hostRefusal(request.headers, config) : null),
    (request) => clientAddress(request, config.security.trustedProxies),
  );
  await app.ready();
  await jobs.start();

  return {
    app,
    db,
    ctx,
    routes,
    jobs: jobs.pipeline,
    async close() {
      await jobs.stop();
      await publisher.close();
      await app.close();
      if (!deps.db) await db.close();
    },
  };
}
