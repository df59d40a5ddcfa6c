import type { ResultOrigin } from '@bench/sdk/backend';
import { type EngineResult } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import { type Item } from '../items/build.ts';
import type { LiveEvent } from './actionStore.ts';
import type { JobRow } from './repo.ts';
/** A results collection opens with its first poses in the viewer, not an empty one. */
export declare const RESULT_POSES_SHOWN = 5;
/**
 * The collections of an engine's result, inside the caller's transaction. Returns the fields that
 * link them to the item that ran (`results_collection_id`, `sequence_results`) and the live events.
 */
export declare function storeResults(tx: Queryable, item: Item, job: JobRow, result: EngineResult, origin: ResultOrigin): Promise<{
    patch: Record<string, unknown>;
    events: LiveEvent[];
}>;
