import type { EntityType } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import { type Actor } from './build.ts';
export type SelectionFlags = {
    is_selected?: boolean;
    is_visible?: boolean;
};
/** Which rows a bulk flag update aims at: ids, or every live item of one collection. */
export type BulkTarget = {
    ids: string[];
} | {
    collectionId: string;
    sessionId: string;
};
/**
 * Sets is_selected / is_visible on every target row the owner may write, in ONE statement; rows
 * that already hold the values are left alone (no version bump, no live event). Answers how many
 * target rows were found (ownership checked through each row's session) and which changed.
 */
export declare function updateFlags(db: Queryable, type: EntityType, ownerId: string, target: BulkTarget, flags: SelectionFlags, actor: Actor): Promise<{
    found: number;
    changed: {
        _id: string;
        session_id: string;
    }[];
}>;
