import type { ValidationContext } from '@bench/sdk/model';
import type { ItemStore } from '@bench/sdk/backend';
import type { Queryable } from '../db/types.ts';
import { type Actor } from './build.ts';
/** The plugin a store serves: it reads and writes only the types it declares. */
export interface StoreOwner {
    pluginId: string;
    types: ReadonlySet<string>;
}
/**
 * A plugin's items on `db` (the database or an open transaction), written as `actor`. A type the
 * plugin did not declare is a programming error of the plugin, refused before any statement runs.
 */
export declare function pluginItemStore(db: Queryable, owner: StoreOwner, actor: Actor, validationContext: (db: Queryable, sessionId: string, poseIds: readonly unknown[]) => Promise<ValidationContext>): ItemStore;
