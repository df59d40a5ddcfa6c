import type { Queryable } from '../db/types.ts';

/** How queued jobs reach the workers; the `jobs` table is the record either way. */
export interface JobQueue {
  /** called inside the transaction that queues (or re-queues) the job */
  enqueue(tx: Queryable, jobId: string): Promise<void>;
  /** called after that transaction commits */
  wake(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobTaker {
  /** claims the oldest queued job (or `jobId`) and runs it; false when there was none */
  runNext(jobId?: string): Promise<boolean>;
}

// Other processes on the same PostgreSQL queue jobs without waking us.
const POLL_MS = 1000;

/** Workers inside this process claiming from the jobs table, woken on enqueue. */
export function inProcessQueue(taker: JobTaker, workers: number, warn: (message: string) => void): JobQueue {
  let running = false;
  let wakers: (() => void)[] = [];
  const loops: Promise<void>[] = [];

  const nap = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, POLL_MS);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      wakers.push(done);
    });

  async function loop(): Promise<void> {
    while (running) {
      const ran = await taker.runNext().catch((error: Error) => {
        warn(`job worker: ${error.message}`);
        return false;
      });
      if (!ran && running) await nap();
    }
  }

  const wakeAll = () => {
    const waiting = wakers;
    wakers = [];
    for (const wake of waiting) wake();
  };

  return {
    async enqueue() {},
    wake: wakeAll,
    async start() {
      running = true;
      for (let i = 0; i < workers; i++) loops.push(loop());
    },
    async stop() {
      running = false;
      wakeAll();
      await Promise.all(loops.splice(0));
    },
  };
}
