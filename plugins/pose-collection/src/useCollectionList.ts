import { useCallback, useEffect, useMemo, useState } from 'react';
import { Live, Notify, useItemStore, useService } from '@bench/sdk';
import { MESSAGES } from './model.ts';
import type { StoredCollection } from './useCollection.ts';

const ACTIVE = { is_deleted: false, is_archived: false };
const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The session's active pose collections sorted by name. Renames, archives and deletes reach the
 * list through the store's live refresh; new collections (another window, a finished job) reload
 * it, and `onFirst` hears of the first collection appearing in a session that had none.
 */
export function useCollectionList(sessionId: string, onFirst?: (collection: StoredCollection) => void) {
  const { store, snapshot } = useItemStore<StoredCollection>('pose_collections');
  const live = useService(Live);
  const notify = useService(Notify);
  const [ids, setIds] = useState<string[] | null>(null);

  const reload = useCallback(async (): Promise<string[]> => {
    try {
      const { models } = await store.query({ query: ACTIVE });
      const next = models.map((m) => m._id);
      setIds(next);
      return next;
    } catch {
      notify.error(MESSAGES.fetch);
      setIds([]);
      return [];
    }
  }, [store, notify]);

  useEffect(() => {
    let known: string[] | null = null;
    void reload().then((first) => (known = first));
    return live.onModelEvent(async (event) => {
      if (event.type !== 'pose_collections' || event.session_id !== sessionId) return;
      if (!['create', 'restore', 'dearchive'].includes(event.op)) return;
      const hadNone = known !== null && known.length === 0;
      known = await reload();
      const firstId = known.find((id) => event.ids.includes(id));
      const first = hadNone && firstId ? store.state.items[firstId] : undefined;
      if (first && onFirst) onFirst(first);
    });
  }, [reload, live, sessionId, store, onFirst]);

  const collections = useMemo(
    () =>
      (ids ?? [])
        .map((id) => snapshot.items[id] as StoredCollection | undefined)
        .filter((c): c is StoredCollection => Boolean(c && !c.is_deleted && !c.is_archived))
        .sort((a, b) => byName.compare(a.name ?? '', b.name ?? '')),
    [ids, snapshot.items],
  );
  return { collections, loaded: ids !== null, reload, store };
}
