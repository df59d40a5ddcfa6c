import type { BaseItem, EntityType } from './entities.ts';
import { useItemQuery } from './useItemQuery.ts';

const ACTIVE = { query: { is_archived: false, is_deleted: false } };

/** The session's active items of a type (not archived, not deleted), for side panels; stays live. */
export function useActiveItems<T extends BaseItem>(type: EntityType, fetchError: string): T[] {
  return useItemQuery<T>(type, ACTIVE, fetchError).items ?? [];
}
