import type { Queryable } from '../db/types.ts';
export type JobStatus = 'QUEUEING' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';
export interface JobRow {
    id: string;
    /** the item the job runs (an action, a DDG result…) and its entity type */
    subject_id: string;
    entity: string;
    session_id: string;
    organisation_id: string;
    user_id: string;
    task: string;
    engine: string | null;
    price: number;
    status: JobStatus;
    attempts: number;
    worker: string | null;
}
export declare function insertJob(tx: Queryable, job: Omit<JobRow, 'status' | 'attempts' | 'worker'>): Promise<void>;
/**
 * Takes the oldest queued job (or the given one) for `worker`. SKIP LOCKED lets any number of
 * workers claim at once; the status condition makes sure a job is taken once.
 */
export declare function claimJob(tx: Queryable, worker: string, jobId?: string): Promise<JobRow | null>;
/** The job row locked for a state change, or null. */
export declare function lockJob(tx: Queryable, jobId: string): Promise<JobRow | null>;
/** The item's latest job (at most one of its jobs is queued or running), unlocked: settle.ts locks it. */
export declare function latestJobOf(db: Queryable, subjectId: string): Promise<JobRow | null>;
/** Records a job's end; its time is when this runs, after the results it stored (now() would be its transaction's start). */
export declare function finishJob(tx: Queryable, jobId: string, status: JobStatus, errorMessage?: string | null): Promise<void>;
export declare function requeueJob(tx: Queryable, jobId: string): Promise<void>;
/** Keeps a running job alive; false when it is no longer this worker's (cancelled or recovered). */
export declare function heartbeat(db: Queryable, jobId: string, worker: string): Promise<boolean>;
/**
 * QUEUEING jobs nobody has claimed for `seconds` — their queue message was taken while the database
 * was away, so no worker will ever see it — locked, their queued time restarted. Sending them again
 * is safe: a job is claimed once whatever the number of messages.
 */
export declare function unclaimedJobs(tx: Queryable, seconds: number): Promise<string[]>;
/** RUNNING jobs whose worker stopped beating before `staleSeconds` ago, locked for recovery. */
export declare function orphanedJobs(tx: Queryable, staleSeconds: number): Promise<JobRow[]>;
