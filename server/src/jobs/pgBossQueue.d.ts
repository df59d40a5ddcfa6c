import type { JobQueue, JobTaker } from './queue.ts';
/**
 * pg-boss on PostgreSQL: the message is sent inside the transaction that queues the job, and
 * `workers` handlers in this process (none on a server that only enqueues) claim and run it.
 */
export declare function pgBossQueue(url: string, options: {
    taker: JobTaker | null;
    workers: number;
    expireSeconds: number;
    warn: (message: string) => void;
}): JobQueue;
