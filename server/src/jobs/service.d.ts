import type { ActionModel, FeatureTable, EngineResult, UserFlags } from '@bench/sdk/model';
import type { AuthUser } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import type { Item } from '../items/build.ts';
import type { Queryable } from '../db/types.ts';
import type { JobSubject } from './subjects/index.ts';
import { type LiveEvent } from './actionStore.ts';
import type { JobPipeline } from './pipeline.ts';
/** 403 unless the user's flags open the action's feature (spec 3 §6), as the browser hides it. */
export declare function requireFeature(model: Pick<ActionModel, 'feature' | 'label'>, flags: UserFlags, features: FeatureTable): void;
/**
 * Run (API.md 'Actions and jobs'): re-validate with the plugin, price, then debit, queue and insert
 * the job in one transaction. Nothing changes when any step refuses. `item` is an action or another
 * job subject (a DDG result…), which the plugin's model sees through `subject.asAction`.
 */
export declare function runJob(ctx: AppContext, pipeline: JobPipeline, user: AuthUser, subject: JobSubject, item: Item): Promise<Item>;
/**
 * Several runs at once, all or none: every item is checked and priced first, then all are debited
 * and queued in one transaction, together with `alsoInTransaction` (a group marked submitted…).
 */
export declare function runJobs(ctx: AppContext, pipeline: JobPipeline, user: AuthUser, runs: readonly {
    subject: JobSubject;
    item: Item;
}[], alsoInTransaction?: (tx: Queryable) => Promise<void>): Promise<Item[]>;
/**
 * Cancel: a queued or running job stops and its price comes back, unless it ended first (409 with
 * its final state): the cancel and the job's own end are settled one after the other.
 */
export declare function cancelJob(ctx: AppContext, pipeline: JobPipeline, subject: JobSubject, item: Item): Promise<Item>;
/** Results produced out of band complete a queued or running job, exactly as a finished run would. */
export declare function importActionResults(ctx: AppContext, pipeline: JobPipeline, action: Item, result: EngineResult): Promise<{
    item: Item;
    events: LiveEvent[];
}>;
