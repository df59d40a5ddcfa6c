import type { Db } from '../db/types.ts';
import { refund, type LiveEvent } from './actionStore.ts';
import type { JobQueue } from './queue.ts';
import { finishJob, orphanedJobs, requeueJob, unclaimedJobs } from './repo.ts';
import { subjectOf } from './subjects/index.ts';

/** A job whose worker died is run again once; the second loss fails it with a refund. */
const MAX_ATTEMPTS = 2;
const LOST_TWICE =
  'The server stopped twice while this job was running, so it was not run again. Your credits were refunded.';

/** A queued job nobody claimed for this many stale windows is sent to the queue again (PostgreSQL). */
const UNCLAIMED_WINDOWS = 4;

/**
 * Takes back RUNNING jobs whose worker stopped beating `staleSeconds` ago (0: every one, for the
 * single process of the embedded database at start), and sends again the queued jobs whose message
 * was lost. Returns the events to publish.
 */
export async function recoverOrphans(db: Db, queue: JobQueue, staleSeconds: number): Promise<LiveEvent[]> {
  const events = await db.transaction(async (tx) => {
    const out: LiveEvent[] = [];
    if (staleSeconds > 0) {
      for (const jobId of await unclaimedJobs(tx, staleSeconds * UNCLAIMED_WINDOWS)) await queue.enqueue(tx, jobId);
    }
    for (const job of await orphanedJobs(tx, staleSeconds)) {
      const subject = subjectOf(job.entity);
      if (job.attempts < MAX_ATTEMPTS) {
        await requeueJob(tx, job.id);
        await subject.patch(tx, job.subject_id, { progress: null }, 'QUEUEING', ['RUNNING']);
        await queue.enqueue(tx, job.id);
      } else {
        await finishJob(tx, job.id, 'FAILED', LOST_TWICE);
        await subject.patch(tx, job.subject_id, { progress: null, error_message: LOST_TWICE }, 'FAILED', ['RUNNING']);
        await refund(tx, job, `job ${job.id} lost`);
      }
      out.push({ op: 'update', type: subject.entity, ids: [job.subject_id], sessionId: job.session_id });
    }
    return out;
  });
  if (events.length > 0) queue.wake();
  return events;
}
