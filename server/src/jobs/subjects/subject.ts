import type { EngineResult } from '@bench/sdk/model';
import type { JobSubjectDeclaration, SubjectStatus } from '@bench/sdk/backend';
import type { Queryable } from '../../db/types.ts';
import type { Item } from '../../items/build.ts';
import type { LiveEvent } from '../actionStore.ts';
import { finishJob, type JobRow } from '../repo.ts';
import { storeResults } from '../results.ts';
import { loadJobItem, patchJobItem } from './subjectRepo.ts';

export type { SubjectStatus } from '@bench/sdk/backend';

/**
 * A declared kind of job item (the sdk's JobSubjectDeclaration) bound to the database: debit,
 * queue, progress, cancel, recovery and refund are the same for all, and so is the completion's write.
 */
export interface JobSubject extends JobSubjectDeclaration {
  load(db: Queryable, id: string, lock?: boolean): Promise<Item | null>;
  /** merges `patch` and the fields of `status` (when given), only while the status is one of `when` */
  patch(
    db: Queryable,
    id: string,
    patch: Record<string, unknown>,
    status?: SubjectStatus,
    when?: SubjectStatus[],
  ): Promise<boolean>;
  /** stores the engine's result and completes the job, inside the caller's transaction; the live events to publish once committed */
  complete(tx: Queryable, item: Item, job: JobRow, result: EngineResult): Promise<LiveEvent[]>;
}

export function jobSubject(declaration: JobSubjectDeclaration): JobSubject {
  const { entity } = declaration;
  const patch: JobSubject['patch'] = (db, id, fields, status, when) =>
    patchJobItem(
      db,
      entity,
      id,
      { ...fields, ...(status ? declaration.statusFields(status) : {}) },
      when ? { key: declaration.statusKey, values: when } : undefined,
    );
  return {
    ...declaration,
    load: (db, id, lock) => loadJobItem(db, entity, id, lock),
    patch,
    async complete(tx, item, job, result) {
      const events: LiveEvent[] = [];
      const kept = await declaration.completed(item, result, async (origin) => {
        const stored = await storeResults(tx, item, job, result, origin);
        events.push(...stored.events);
        return stored.patch;
      });
      await patch(
        tx,
        item._id,
        {
          method: result.method ?? null,
          engine: result.engine,
          notes: result.notes ?? [],
          progress: null,
          error_message: null,
          ...kept,
        },
        'COMPLETED',
      );
      await finishJob(tx, job.id, 'COMPLETED');
      events.push({ op: 'update', type: entity, ids: [item._id], sessionId: job.session_id });
      return events;
    },
  };
}
