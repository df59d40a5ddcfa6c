import type { EntityType } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import type { Item } from './build.ts';
/** Every item of a session, whatever its type (a whole-project copy). */
export declare function sessionRows(tx: Queryable, sessionId: string): Promise<{
    entity: EntityType;
    body: Item;
}[]>;
/** The poses of one collection, deleted ones included (a collection import copies them all). */
export declare function posesOfCollection(tx: Queryable, sessionId: string, collectionId: string): Promise<Item[]>;
/** Removes a session's items and then the session itself (its structures are the caller's). */
export declare function deleteSessionRows(tx: Queryable, sessionId: string, ownerId: string): Promise<void>;
/** The session of a collection when its owner is `ownerId`, else null. */
export declare function ownedCollectionSession(db: Queryable, collectionId: string, collectionType: EntityType, ownerId: string): Promise<string | null>;
/** A session's name, or null when it has none (the ledger names the project a job ran in). */
export declare function sessionName(db: Queryable, sessionId: string): Promise<string | null>;
/** Takes the next number of one of the session's counters (`action_counter`, or one a model declares). */
export declare function nextTaskId(tx: Queryable, sessionId: string, counter?: `${string}_counter`): Promise<number>;
/** Visible promotions published at or after the user's last active session update (spec 3 §4). */
export declare function newPromotionsCount(db: Queryable, userId: string): Promise<number>;
