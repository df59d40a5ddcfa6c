import type { Item } from '@bench/sdk/backend';
export type { Item } from '@bench/sdk/backend';
/** Who writes: stamped into created_/updated_ user fields. */
export interface Actor {
    id: string;
    name: string;
}
/** A new item: the client's fields plus every server-maintained field. */
export declare function newItem(body: Record<string, unknown>, actor: Actor, place: {
    sessionId: string | null;
    id?: string;
    now?: string;
}): Item;
/** The stamp every write puts on an item (version is raised by the store). */
export declare function touch(actor: Actor, now?: string): Record<string, unknown>;
export declare function applyPatch(existing: Item, patch: Record<string, unknown>, actor: Actor): Item;
