import type { EntityType } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import { type Actor, type Item } from './build.ts';
/**
 * Inserts copies of items into a session: new ids from `map` (references between the copies
 * follow), the same archived/deleted state, stamped as created now by `actor`.
 */
export declare function insertCopies(db: Queryable, rows: {
    entity: EntityType;
    body: Item;
}[], map: Map<string, string>, sessionId: string, actor: Actor): Promise<Map<EntityType, string[]>>;
