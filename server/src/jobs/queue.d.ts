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
/** Workers inside this process claiming from the jobs table, woken on enqueue. */
export declare function inProcessQueue(taker: JobTaker, workers: number, warn: (message: string) => void): JobQueue;
