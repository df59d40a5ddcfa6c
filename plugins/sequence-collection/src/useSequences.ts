import { useCallback, useEffect, useState } from 'react';
import { Api, useItemStore, useService } from '@bench/sdk';
import type { RowFlag } from './collectionRows.ts';
import type { SequenceItem } from './model.ts';

/** The sequences of one collection in index order, live from the sequences store, and their setters. */
export function useSequences(collectionId: string) {
  const { store, snapshot } = useItemStore<SequenceItem>('sequences');
  const api = useService(Api);
  const [ids, setIds] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    store.queryAll({ query: { sequence_collection_id: collectionId }, sort: { index: 1 } }).then(
      (rows) => setIds(rows.map((r) => r._id)),
      (e: Error) => setError(e.message),
    );
  }, [store, collectionId]);
  const rows = (ids ?? []).flatMap((id) => {
    const row = snapshot.items[id] as SequenceItem | undefined;
    return row && !row.is_deleted ? [row] : [];
  });
  const update = useCallback(
    (changes: { id: string; patch: Partial<SequenceItem> }[]) =>
      Promise.all(changes.map((c) => store.update(c.id, c.patch))),
    [store],
  );
  /** A flag on many sequences (a shift-click range) is one bulk request, then the changed rows are re-read. */
  const setFlag = useCallback(
    async (rowIds: string[], flag: RowFlag, value: boolean) => {
      await api.post('/api/sequences/update/many', { ids: rowIds, update: { [flag]: value } });
      await store.refresh(rowIds);
    },
    [api, store],
  );
  return { rows, loading: ids === null && !error, error, update, setFlag };
}
