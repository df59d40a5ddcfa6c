import type { Db, Queryable } from '../db/types.ts';
import { type JobRow } from './repo.ts';
/** The ways a job ends: its engine's results, its failure, the user's cancel, results imported out of band. */
export type Settlement = 'complete' | 'fail' | 'cancel' | 'import';
/**
 * A test seam, absent in production: awaited before each settlement's transaction, with the job's
 * item id. The race tests hold the completion and the cancel of one job there and release them in
 * the same tick.
 */
export type SettleGate = (subjectId: string, how: Settlement) => Promise<void>;
/** What a settlement did: `value` when it ended the job, else the job as another settlement left it. */
export type Settled<T> = {
    done: true;
    value: T;
} | {
    done: false;
    job: JobRow | null;
};
export type SettleJob = <T>(job: Pick<JobRow, 'id' | 'subject_id'>, how: Settlement, live: (current: JobRow) => boolean, act: (tx: Queryable, current: JobRow) => Promise<T>) => Promise<Settled<T>>;
/** A job not yet ended: queued or running. */
export declare const isActive: (job: Pick<JobRow, 'status'>) => boolean;
/**
 * How completion, failure, cancel and imported results end a job, for every kind of job subject
 * (claiming and recovery, the other two changes of a job's state, lock the job row first too). Each
 * settlement is one transaction that locks the job row before anything else, the item after it, so
 * cancel, completion, failure and imported results of one job run one after the other and never
 * deadlock on PostgreSQL. `act` runs only while `live(job)` still holds: whichever settlement takes
 * the lock first ends the job, the other finds it ended (`done: false`) and changes nothing, so a
 * job is debited once and refunded at most once.
 */
export declare function jobSettler(db: Db, gate?: SettleGate): SettleJob;
