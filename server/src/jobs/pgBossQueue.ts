import PgBoss from 'pg-boss';
import type { JobQueue, JobTaker } from './queue.ts';

const QUEUE = 'bench-jobs';
/** PostgreSQL codes of a schema race between processes starting at once: deadlock, unique violation. */
const RACE_CODES = new Set(['40P01', '23505']);
const RACE_ATTEMPTS = 5;

/** Servers and workers starting together race to create pg-boss's schema and queue: try again. */
async function despiteStartRace(step: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await step();
      return;
    } catch (error) {
      if (attempt >= RACE_ATTEMPTS || !RACE_CODES.has((error as { code?: string }).code ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 100));
    }
  }
}

/**
 * pg-boss on PostgreSQL: the message is sent inside the transaction that queues the job, and
 * `workers` handlers in this process (none on a server that only enqueues) claim and run it.
 */
export function pgBossQueue(
  url: string,
  options: { taker: JobTaker | null; workers: number; expireSeconds: number; warn: (message: string) => void },
): JobQueue {
  const boss = new PgBoss({ connectionString: url, max: 4, schedule: false, supervise: options.taker !== null });
  boss.on('error', (error) => options.warn(`pg-boss: ${error.message}`));
  return {
    async enqueue(tx, jobId) {
      await boss.send(
        QUEUE,
        { jobId },
        {
          retryLimit: 0,
          expireInSeconds: Math.ceil(options.expireSeconds),
          db: { executeSql: async (text, values) => ({ rows: await tx.query(text, values) }) },
        },
      );
    },
    wake() {},
    async start() {
      await despiteStartRace(() => boss.start());
      await despiteStartRace(() => boss.createQueue(QUEUE));
      const { taker } = options;
      if (!taker) return;
      for (let i = 0; i < options.workers; i++) {
        await boss.work<{ jobId: string }>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
          // the jobs table is the record (recovery re-queues what a failure here leaves RUNNING);
          // a throw would only make pg-boss write its own failure, which fails again while the database is away
          await taker
            .runNext(job.data.jobId)
            .catch((error: Error) => options.warn(`job ${job.data.jobId}: ${error.message}`));
        });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
