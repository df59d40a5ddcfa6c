import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { BaseItem, EntityType, QueryRequest } from './entities.ts';
import { useService } from './hooks.tsx';
import { Notify, Stores } from './tokens.ts';

export interface ItemQuery<T> {
  /** the query's items in reply order; null until the first reply */
  items: T[] | null;
}

/**
 * A list of its own over the item store: the query runs once, again whenever anything of its type
 * changes (this window's writes, other windows, finished jobs: the store's `revision`), and its
 * items are read from the store's cache so a rename or archive shows before the re-run answers.
 * No other list can replace it. A failed query shows `fetchError` and leaves an empty list.
 */
export function useItemQuery<T extends BaseItem>(
  type: EntityType,
  request: QueryRequest,
  fetchError: string,
): ItemQuery<T> {
  const store = useService(Stores).of<T>(type);
  const notify = useService(Notify);
  const { items, revision } = useSnapshot(store.state);
  const key = JSON.stringify(request);
  const [ids, setIds] = useState<string[] | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: revision re-runs the query whenever anything of its type changes
  useEffect(() => {
    let current = true;
    store.queryAll(JSON.parse(key) as QueryRequest).then(
      (models) => current && setIds(models.map((m) => m._id)),
      (error: unknown) => {
        if (!current) return;
        console.error(fetchError, error);
        notify.error(fetchError);
        setIds((known) => known ?? []);
      },
    );
    return () => {
      current = false;
    };
  }, [store, notify, key, revision, fetchError]);

  const listed = useMemo(() => {
    if (ids === null) return null;
    const filter = (JSON.parse(key) as QueryRequest).query ?? {};
    return ids
      .map((id) => items[id] as T | undefined)
      .filter((item): item is T => item !== undefined && matches(item, filter));
  }, [ids, items, key]);
  return { items: listed };
}

/** The plain field equalities of a query, checked on the cached copy (operators are left to the server). */
function matches(item: BaseItem, query: Record<string, unknown>): boolean {
  return Object.entries(query).every(([field, wanted]) =>
    wanted !== null && typeof wanted === 'object'
      ? true
      : (item as unknown as Record<string, unknown>)[field] === wanted,
  );
}
