import type { Config } from '../config.ts';
import { openDb } from '../db/open.ts';
import { pusherPublisher } from '../live/publisher.ts';
import { notifyPublisher } from '../db/notify.ts';
import { loadPlugins } from '../plugins/index.ts';
import { createJobPipeline } from './pipeline.ts';

/**
 * A job worker process (`npm run worker`): claims pg-boss jobs on the PostgreSQL of DATABASE_URL
 * and runs BENCH_WORKERS of them at a time. Live events go through Pusher when it is configured,
 * else through PostgreSQL NOTIFY to the servers' live endpoints.
 */
export async function startWorker(config: Config, warn: (message: string) => void) {
  if (!config.databaseUrl || config.jobs.queue !== 'pg-boss')
    throw new Error('npm run worker needs DATABASE_URL (PostgreSQL) and BENCH_QUEUE=pg-boss');
  const plugins = await loadPlugins(config);
  const db = await openDb(config, warn);
  const publisher = config.pusher ? pusherPublisher(config.pusher) : notifyPublisher(db);
  const pipeline = await createJobPipeline({ db, config, plugins, publisher, warn, role: 'worker' });
  await pipeline.start();
  return {
    async stop() {
      await pipeline.stop();
      await db.close();
    },
  };
}
