import type { EntityType, QueryRequest } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import { type Actor, type Item } from './build.ts';
import type { ItemScope } from './scope.ts';
export declare function insertItems(db: Queryable, type: EntityType, items: Item[], ownerId?: string | null): Promise<void>;
/** Rewrites a whole item (columns follow the body). */
export declare function writeItem(db: Queryable, scope: ItemScope, item: Item): Promise<void>;
export declare function getItem(db: Queryable, scope: ItemScope, id: string, lock?: boolean): Promise<Item | null>;
/** Items in the order of `ids`; ids outside the scope are left out. */
export declare function getMany(db: Queryable, scope: ItemScope, ids: string[]): Promise<Item[]>;
/** A page when `request.page` is given (with its total), else up to `limit` items. */
export declare function queryItems(db: Queryable, scope: ItemScope, request: QueryRequest, limit?: number): Promise<{
    models: Item[];
    total?: number;
}>;
export declare function deleteItems(db: Queryable, scope: ItemScope, ids: string[]): Promise<string[]>;
/**
 * Sets is_deleted or is_archived (with its timestamp) on every id, all or none: when an id is not
 * in the scope nothing changes and null is returned.
 */
export declare function setFlag(db: Queryable, scope: ItemScope, ids: string[], flag: 'is_deleted' | 'is_archived', value: boolean, actor: Actor): Promise<string[] | null>;
