import type { Queryable } from '../../db/types.ts';
import type { Item } from '../../items/build.ts';
/** An item a job runs, by entity and id, wherever it is (the job pipeline runs outside any request). */
export declare function loadJobItem(db: Queryable, entity: string, id: string, lock?: boolean): Promise<Item | null>;
/**
 * Merges server-written fields into an item (version +1), only while its `when.key` field is one of
 * `when.values` when given; false when the item was gone or had moved on.
 */
export declare function patchJobItem(db: Queryable, entity: string, id: string, patch: Record<string, unknown>, when?: {
    key: string;
    values: string[];
}): Promise<boolean>;
