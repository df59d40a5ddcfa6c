import type { EngineResult } from '@bench/sdk/model';
import type { JobSubjectDeclaration, SubjectStatus } from '@bench/sdk/backend';
import type { Queryable } from '../../db/types.ts';
import type { Item } from '../../items/build.ts';
import type { LiveEvent } from '../actionStore.ts';
import { type JobRow } from '../repo.ts';
export type { SubjectStatus } from '@bench/sdk/backend';
/**
 * A declared kind of job item (the sdk's JobSubjectDeclaration) bound to the database: debit,
 * queue, progress, cancel, recovery and refund are the same for all, and so is the completion's write.
 */
export interface JobSubject extends JobSubjectDeclaration {
    load(db: Queryable, id: string, lock?: boolean): Promise<Item | null>;
    /** merges `patch` and the fields of `status` (when given), only while the status is one of `when` */
    patch(db: Queryable, id: string, patch: Record<string, unknown>, status?: SubjectStatus, when?: SubjectStatus[]): Promise<boolean>;
    /** stores the engine's result and completes the job, inside the caller's transaction; the live events to publish once committed */
    complete(tx: Queryable, item: Item, job: JobRow, result: EngineResult): Promise<LiveEvent[]>;
}
export declare function jobSubject(declaration: JobSubjectDeclaration): JobSubject;
