import { useEffect, useMemo } from 'react';
import { Live, useItemQuery, useItemStore, useService } from '@bench/sdk';
import { MESSAGES } from './model.ts';
import type { StoredCollection } from './useCollection.ts';

const ACTIVE = { query: { is_deleted: false, is_archived: false } };
const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The session's active pose collections sorted by name: a live query of its own, so collections
 * made here, by jobs, by other windows or by dearchiving appear at once. `onFirst` hears of the
 * first collection another client or a job adds to a session that had none.
 */
export function useCollectionList(sessionId: string, onFirst?: (collection: StoredCollection) => void) {
  const { store } = useItemStore<StoredCollection>('pose_collections');
  const live = useService(Live);
  const { items } = useItemQuery<StoredCollection>('pose_collections', ACTIVE, MESSAGES.fetch);
  const hadNone = items !== null && items.length === 0;

  useEffect(() => {
    if (!hadNone || !onFirst) return;
    return live.onModelEvent((event) => {
      if (event.type !== 'pose_collections' || event.session_id !== sessionId || event.op !== 'create') return;
      void store.get(event.ids[0]).then(onFirst, () => undefined);
    });
  }, [hadNone, onFirst, live, sessionId, store]);

  const collections = useMemo(
    () => [...(items ?? [])].sort((a, b) => byName.compare(a.name ?? '', b.name ?? '')),
    [items],
  );
  return { collections, loaded: items !== null, store };
}
