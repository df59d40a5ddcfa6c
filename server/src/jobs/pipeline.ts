import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import { createEngines, type Engines } from '../engines/registry.ts';
import type { Publisher } from '../live/types.ts';
import { newId } from '../ids.ts';
import type { Plugins } from '../plugins/index.ts';
import type { ActionPlugins } from '../plugins/actions.ts';
import { publishEvents } from './actionStore.ts';
import { pgBossQueue } from './pgBossQueue.ts';
import { inProcessQueue, type JobQueue } from './queue.ts';
import { recoverOrphans } from './recovery.ts';
import { JobRunner } from './runner.ts';
import { jobSettler, type SettleGate, type SettleJob } from './settle.ts';

/** The job pipeline of one process: plugins, engines, the queue and (where jobs run here) the runner. */
export interface JobPipeline {
  plugins: ActionPlugins;
  engines: Engines;
  /** the engine kind that runs each task here (GET /api/config's `engines`), fixed at start */
  engineKinds: Readonly<Record<string, string>>;
  queue: JobQueue;
  /** stops a job running in this process (cancel) */
  cancelLocal(jobId: string): void;
  /** ends a job: the one transaction cancel, completion, failure and imported results go through */
  settle: SettleJob;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface PipelineOptions {
  db: Db;
  config: Config;
  plugins: Plugins;
  publisher: Pick<Publisher, 'publish'>;
  warn(message: string): void;
  /** 'server' runs jobs itself only with the in-process queue; 'worker' always does */
  role: 'server' | 'worker';
  /** tests only: awaited before each settlement of a job (settle.ts) */
  settleGate?: SettleGate;
}

// Stale after this many missed heartbeats (PostgreSQL, where other processes may be running jobs).
const MISSED_BEATS = 3;

export async function createJobPipeline({
  db,
  config,
  plugins: { actions: plugins, settings },
  publisher,
  warn,
  role,
  settleGate,
}: PipelineOptions): Promise<JobPipeline> {
  const engines = createEngines(plugins, config.jobs);
  const described = Object.entries(await engines.describe());
  const engineKinds = Object.freeze(
    Object.fromEntries(described.flatMap(([task, status]) => (status.kind ? [[task, status.kind]] : []))),
  );

  const { queue: kind, workers, heartbeatSeconds, timeoutSeconds } = config.jobs;
  const settle = jobSettler(db, settleGate);
  const runsJobs = role === 'worker' || kind === 'in-process';
  const runner = runsJobs
    ? new JobRunner({
        db,
        config,
        plugins,
        settings,
        engines,
        publisher,
        warn,
        workerId: `${role}-${process.pid}-${newId()}`,
        settle,
      })
    : null;
  const queue =
    kind === 'pg-boss'
      ? pgBossQueue(config.databaseUrl!, { taker: runner, workers, expireSeconds: timeoutSeconds + 60, warn })
      : inProcessQueue(runner!, workers, warn);

  const staleSeconds = db.kind === 'pglite' ? 0 : heartbeatSeconds * MISSED_BEATS;
  let sweeper: NodeJS.Timeout | null = null;
  const recover = async () => {
    try {
      await publishEvents(publisher, await recoverOrphans(db, queue, staleSeconds), warn);
    } catch (error) {
      warn(`job recovery: ${(error as Error).message}`);
    }
  };

  return {
    plugins,
    engines,
    engineKinds,
    queue,
    cancelLocal: (jobId) => runner?.cancel(jobId),
    settle,
    async start() {
      // pg-boss must be up before recovery re-sends; in-process workers must not claim before it
      if (kind === 'pg-boss') await queue.start();
      if (runner) await recover();
      if (kind === 'in-process') await queue.start();
      if (runner && db.kind === 'postgres') sweeper = setInterval(recover, staleSeconds * 1000);
    },
    async stop() {
      if (sweeper) clearInterval(sweeper);
      await runner?.stop();
      await queue.stop();
    },
  };
}
