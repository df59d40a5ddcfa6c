import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { BaseItem, EntityType } from './entities.ts';
import { useService } from './hooks.tsx';
import { Live, Notify, Stores } from './tokens.ts';

/**
 * The session's active items of a type (not archived, not deleted), for side panels: queried once,
 * requeried when another client creates one, and read from the store's cache so renames, archives
 * and deletes anywhere show at once.
 */
export function useActiveItems<T extends BaseItem>(type: EntityType, fetchError: string): T[] {
  const store = useService(Stores).of<T>(type);
  const live = useService(Live);
  const notify = useService(Notify);
  const { items } = useSnapshot(store.state);

  useEffect(() => {
    const load = () =>
      store.query({ query: { is_archived: false, is_deleted: false } }).catch((error: unknown) => {
        console.error(fetchError, error);
        notify.error(fetchError);
      });
    void load();
    return live.onModelEvent((event) => {
      if (event.type === type && (event.op === 'create' || event.op === 'restore' || event.op === 'dearchive')) void load();
    });
  }, [store, live, notify, type, fetchError]);

  return useMemo(() => (Object.values(items) as T[]).filter((item) => !item.is_archived && !item.is_deleted), [items]);
}
