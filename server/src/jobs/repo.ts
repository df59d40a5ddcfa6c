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

const COLUMNS =
  'id, subject_id, entity, session_id, organisation_id, user_id, task, engine, price::float8 AS price, status, attempts, worker';

export async function insertJob(tx: Queryable, job: Omit<JobRow, 'status' | 'attempts' | 'worker'>): Promise<void> {
  await tx.query(
    `INSERT INTO jobs (id, subject_id, entity, session_id, organisation_id, user_id, task, engine, price, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'QUEUEING')`,
    [
      job.id,
      job.subject_id,
      job.entity,
      job.session_id,
      job.organisation_id,
      job.user_id,
      job.task,
      job.engine,
      job.price,
    ],
  );
}

/**
 * Takes the oldest queued job (or the given one) for `worker`. SKIP LOCKED lets any number of
 * workers claim at once; the status condition makes sure a job is taken once.
 */
export async function claimJob(tx: Queryable, worker: string, jobId?: string): Promise<JobRow | null> {
  const pick = jobId
    ? `SELECT id FROM jobs WHERE id = $2 AND status = 'QUEUEING' FOR UPDATE SKIP LOCKED`
    : `SELECT id FROM jobs WHERE status = 'QUEUEING' ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED`;
  const rows = await tx.query<JobRow>(
    `UPDATE jobs SET status = 'RUNNING', worker = $1, attempts = attempts + 1, started_timestamp = now(), heartbeat_timestamp = now()
     WHERE id = (${pick}) RETURNING ${COLUMNS}`,
    jobId ? [worker, jobId] : [worker],
  );
  return rows[0] ?? null;
}

/** The job row locked for a state change, or null. */
export async function lockJob(tx: Queryable, jobId: string): Promise<JobRow | null> {
  const rows = await tx.query<JobRow>(`SELECT ${COLUMNS} FROM jobs WHERE id = $1 FOR UPDATE`, [jobId]);
  return rows[0] ?? null;
}

/** The item's latest job (at most one of its jobs is queued or running), unlocked: settle.ts locks it. */
export async function latestJobOf(db: Queryable, subjectId: string): Promise<JobRow | null> {
  const rows = await db.query<JobRow>(`SELECT ${COLUMNS} FROM jobs WHERE subject_id = $1 ORDER BY seq DESC LIMIT 1`, [
    subjectId,
  ]);
  return rows[0] ?? null;
}

/** Records a job's end; its time is when this runs, after the results it stored (now() would be its transaction's start). */
export async function finishJob(
  tx: Queryable,
  jobId: string,
  status: JobStatus,
  errorMessage: string | null = null,
): Promise<void> {
  await tx.query(
    'UPDATE jobs SET status = $2, error_message = $3, finished_timestamp = clock_timestamp() WHERE id = $1',
    [jobId, status, errorMessage],
  );
}

export async function requeueJob(tx: Queryable, jobId: string): Promise<void> {
  await tx.query(
    "UPDATE jobs SET status = 'QUEUEING', worker = NULL, heartbeat_timestamp = NULL, queued_timestamp = now() WHERE id = $1",
    [jobId],
  );
}

/** Keeps a running job alive; false when it is no longer this worker's (cancelled or recovered). */
export async function heartbeat(db: Queryable, jobId: string, worker: string): Promise<boolean> {
  const rows = await db.query(
    "UPDATE jobs SET heartbeat_timestamp = now() WHERE id = $1 AND worker = $2 AND status = 'RUNNING' RETURNING id",
    [jobId, worker],
  );
  return rows.length > 0;
}

/**
 * QUEUEING jobs nobody has claimed for `seconds` — their queue message was taken while the database
 * was away, so no worker will ever see it — locked, their queued time restarted. Sending them again
 * is safe: a job is claimed once whatever the number of messages.
 */
export async function unclaimedJobs(tx: Queryable, seconds: number): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE jobs SET queued_timestamp = now() WHERE id IN (
       SELECT id FROM jobs WHERE status = 'QUEUEING' AND queued_timestamp <= now() - make_interval(secs => $1)
       ORDER BY seq FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [seconds],
  );
  return rows.map((row) => row.id);
}

/** RUNNING jobs whose worker stopped beating before `staleSeconds` ago, locked for recovery. */
export async function orphanedJobs(tx: Queryable, staleSeconds: number): Promise<JobRow[]> {
  return tx.query<JobRow>(
    `SELECT ${COLUMNS} FROM jobs
     WHERE status = 'RUNNING' AND heartbeat_timestamp <= now() - make_interval(secs => $1)
     ORDER BY seq FOR UPDATE SKIP LOCKED`,
    [staleSeconds],
  );
}
