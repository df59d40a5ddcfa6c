import type { Db } from '../db/types.ts';
import { type LiveEvent } from './actionStore.ts';
import type { JobQueue } from './queue.ts';
/**
 * Takes back RUNNING jobs whose worker stopped beating `staleSeconds` ago (0: every one, for the
 * single process of the embedded database at start), and sends again the queued jobs whose message
 * was lost. Returns the events to publish.
 */
export declare function recoverOrphans(db: Db, queue: JobQueue, staleSeconds: number): Promise<LiveEvent[]>;
