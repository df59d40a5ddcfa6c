import type { Publisher } from '../live/types.ts';
import type { EntityType, ModelOp } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import type { JobRow } from './repo.ts';
/** Gives a job's price back: a ledger row referencing the job's item that repeats what its debit named, and why. */
export declare function refund(tx: Queryable, job: JobRow, why: string): Promise<void>;
export type LiveEvent = {
    op: ModelOp;
    type: EntityType;
    ids: string[];
    sessionId: string;
};
/** Publishes model events from the pipeline (no request, so no client id); never throws. */
export declare function publishEvents(publisher: Pick<Publisher, 'publish'>, events: LiveEvent[], warn: (message: string) => void): Promise<void>;
