import type { EngineResult } from '../model.ts';
import type { Item } from './fields.ts';

/** What a job subject's status fields can say: not run yet, or one of the job's states. */
export type SubjectStatus = 'INIT' | 'QUEUEING' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

/** Where a completed job's collections come from: their default name stem and the fields every result item carries. */
export interface ResultOrigin {
  base: string;
  provenance: Record<string, unknown>;
}

/** Stores an engine result's pose and sequence collections; answers the fields that link them to the item that ran. */
export type StoreCollections = (origin: ResultOrigin) => Promise<Record<string, unknown>>;

/**
 * A kind of item a job runs (an action, a DDG result, a ThermoMPNN item…): how its body records the
 * job's state, how the plugin's model and engine see it, and what it keeps of the engine's result.
 * Debit, queue, progress, cancel, recovery, refund and the completion's write are the server's.
 */
export interface JobSubjectDeclaration {
  entity: string;
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
  /**
   * The fields the completed item keeps of the engine's result. The server writes them in the job's
   * completing transaction, with the COMPLETED status fields and the engine, method and notes.
   */
  completed(
    item: Item,
    result: EngineResult,
    storeCollections: StoreCollections,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
}

/** A subject whose `status` holds the job's state, run from INIT and again after a failure or a cancel. */
export function statusJobSubject(
  kind: Pick<JobSubjectDeclaration, 'entity' | 'asAction' | 'completed'>,
): JobSubjectDeclaration {
  return {
    statusKey: 'status',
    statusFields: (status) => ({ status }),
    runnable: (item) => ['INIT', 'FAILED', 'CANCELLED'].includes(String(item.status)),
    ...kind,
  };
}
