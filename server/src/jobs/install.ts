import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { actionItemRules } from './actionRules.ts';
import { createJobPipeline } from './pipeline.ts';
import type { SettleGate } from './settle.ts';

/** The job pipeline of a server: its rules and routes' dependencies now, its workers once `start` is called. */
export async function installJobs(log: FastifyBaseLogger, ctx: AppContext, settleGate?: SettleGate) {
  const warn = (message: string) => log.warn(message);
  const pipeline = await createJobPipeline({
    db: ctx.db,
    config: ctx.config,
    plugins: ctx.plugins,
    publisher: ctx.publisher,
    warn,
    role: 'server',
    settleGate,
  });
  return {
    pipeline,
    itemRules: actionItemRules(pipeline),
    async start() {
      await pipeline.start();
    },
    async stop() {
      await pipeline.stop();
    },
  };
}
