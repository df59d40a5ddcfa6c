import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { BaseItem, EntityType } from './entities.ts';
import { useService } from './hooks.tsx';
import { Stores } from './tokens.ts';

/**
 * One item by id, live: read from the item store's cache, which this window's writes, other windows
 * and finished jobs keep fresh. Undefined while loading; null when there is no id, or the item is
 * absent or deleted (a failed fetch is logged).
 */
export function useItem<T extends BaseItem>(type: EntityType, id: string | null | undefined): T | null | undefined {
  const store = useService(Stores).of<T>(type);
  const { items } = useSnapshot(store.state);
  const [missing, setMissing] = useState<string | null>(null);

  useEffect(() => {
    if (!id) return;
    let current = true;
    store.get(id).catch((error: unknown) => {
      console.error(`Could not fetch ${type} ${id}`, error);
      if (current) setMissing(id);
    });
    return () => {
      current = false;
    };
  }, [store, type, id]);

  if (!id || missing === id) return null;
  const item = items[id] as T | undefined;
  if (item === undefined) return undefined;
  return item.is_deleted ? null : item;
}
