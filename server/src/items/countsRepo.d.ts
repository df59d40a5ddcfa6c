import type { Queryable } from '../db/types.ts';
import type { ItemScope } from './scope.ts';
/**
 * A query over one collection — `{ pose_collection_id, is_deleted?, is_archived? }` with plain
 * values — as conditions on the per-collection tables; null when the query has another shape.
 */
export declare function oneCollection(scope: ItemScope, query: Record<string, unknown>): {
    conditions: string[];
    values: unknown[];
} | null;
/** The total of a query over one collection, read from the maintained counts; null for other queries. */
export declare function collectionTotal(db: Queryable, scope: ItemScope, query: Record<string, unknown>): Promise<number | null>;
/** The order version of the one collection a query reads (migration 006); null for other queries. */
export declare function collectionVersion(db: Queryable, scope: ItemScope, query: Record<string, unknown>): Promise<number | null>;
