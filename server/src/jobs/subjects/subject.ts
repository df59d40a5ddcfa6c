import type { EngineResult, EntityType } from '@bench/sdk/model';
import type { Queryable } from '../../db/types.ts';
import type { Item } from '../../items/build.ts';
import type { LiveEvent } from '../actionStore.ts';
import type { JobRow, JobStatus } from '../repo.ts';
import { loadJobItem, patchJobItem } from './subjectRepo.ts';

/** What a job subject's status fields can say: not run yet, or one of the job's states. */
export type SubjectStatus = 'INIT' | JobStatus;

/**
 * A kind of item a job runs (an action, a DDG result, a ThermoMPNN item, an epitope prediction):
 * how its body records the job's state, how the plugin's model and engine see it, and where the
 * engine's result goes. Debit, queue, progress, cancel, recovery and refund are the same for all.
 */
export interface JobSubjectKind {
  entity: EntityType;
  /** the task that runs this item, when items of the entity are run by different plugins (by their type) */
  taskOf?(item: Item): string;
  /** the body field that holds the job status (conditional updates compare it) */
  statusKey: string;
  /** the body fields for a status (a DDG result also moves its `state`) */
  statusFields(status: SubjectStatus): Record<string, unknown>;
  /** false while a run is queued or running, or when the item runs only once and has run */
  runnable(item: Item): boolean;
  /** the item as the plugin's action model and engine of `task` see it: `input.task`, `input.pose_ids`… */
  asAction(item: Item, task: string): Item;
  /** stores the engine's result and completes the job, inside the caller's transaction */
  complete(tx: Queryable, item: Item, job: JobRow, result: EngineResult): Promise<LiveEvent[]>;
}

export interface JobSubject extends JobSubjectKind {
  load(db: Queryable, id: string, lock?: boolean): Promise<Item | null>;
  /** merges `patch` and the fields of `status` (when given), only while the status is one of `when` */
  patch(db: Queryable, id: string, patch: Record<string, unknown>, status?: SubjectStatus, when?: SubjectStatus[]): Promise<boolean>;
}

export function jobSubject(kind: JobSubjectKind): JobSubject {
  return {
    ...kind,
    load: (db, id, lock) => loadJobItem(db, kind.entity, id, lock),
    patch: (db, id, patch, status, when) =>
      patchJobItem(db, kind.entity, id, { ...patch, ...(status ? kind.statusFields(status) : {}) }, when ? { key: kind.statusKey, values: when } : undefined),
  };
}

/** A subject whose `status` holds the job's state, run from INIT and again after a failure or a cancel. */
export function statusJobSubject(kind: Pick<JobSubjectKind, 'entity' | 'asAction' | 'complete'>): JobSubject {
  return jobSubject({
    statusKey: 'status',
    statusFields: (status) => ({ status }),
    runnable: (item) => ['INIT', 'FAILED', 'CANCELLED'].includes(String(item.status)),
    ...kind,
  });
}
