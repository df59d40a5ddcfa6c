import { useCallback, useEffect, useState } from 'react';
import { Live, Notify, Stores, MESSAGES, useService } from '@bench/sdk';
import { ITEM_KINDS, binQuery, toRow, type BinMode, type BinRow } from './model.ts';

const WATCHED = new Set<string>(ITEM_KINDS.map((k) => k.type));

/** Archived or deleted items of every kind, reloaded when any of them changes anywhere. */
export function useBinRows(mode: BinMode): { rows: BinRow[] | null; reload(): Promise<void> } {
  const stores = useService(Stores);
  const live = useService(Live);
  const notify = useService(Notify);
  const [rows, setRows] = useState<BinRow[] | null>(null);

  const reload = useCallback(async () => {
    try {
      const lists = await Promise.all(
        ITEM_KINDS.map(async (kind) => (await stores.of(kind.type).queryAll(binQuery(mode))).map((item) => toRow(item, kind, mode))),
      );
      setRows(lists.flat());
    } catch {
      notify.error(MESSAGES.projects.fetchCollections);
      setRows([]);
    }
  }, [stores, notify, mode]);

  useEffect(() => {
    void reload();
    return live.onModelEvent((event) => {
      if (WATCHED.has(event.type)) void reload();
    });
  }, [reload, live]);

  return { rows, reload };
}
