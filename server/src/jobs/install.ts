import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerActionRoutes } from '../routes/actions.ts';
import { actionItemRules } from './actionRules.ts';
import { relayNotifications } from './liveRelay.ts';
import { createJobPipeline } from './pipeline.ts';

/** The job pipeline of a server: its routes now, its workers once `start` is called. */
export async function installJobs(app: FastifyInstance, ctx: AppContext) {
  const warn = (message: string) => app.log.warn(message);
  const pipeline = await createJobPipeline({ db: ctx.db, config: ctx.config, publisher: ctx.publisher, warn, role: 'server' });
  registerActionRoutes(app, ctx, pipeline);
  let stopRelay: (() => Promise<void>) | null = null;
  return {
    itemRules: actionItemRules(pipeline),
    async start() {
      // workers elsewhere hand their live events to the servers through PostgreSQL (server/ENGINES.md)
      if (ctx.config.jobs.queue === 'pg-boss' && ctx.publisher.endpoint) stopRelay = await relayNotifications(ctx.config.databaseUrl!, ctx.publisher, warn);
      await pipeline.start();
    },
    async stop() {
      await pipeline.stop();
      await stopRelay?.();
    },
  };
}
