import { useMemo } from 'react';
import { MESSAGES, useItemQuery, type BaseItem } from '@bench/sdk';
import { ITEM_KINDS, binQuery, toRow, type BinMode, type BinRow } from './model.ts';

type Kind = (typeof ITEM_KINDS)[number];

/** One kind's archived or deleted items: its own live query over the item store. */
function useKindRows(kind: Kind, mode: BinMode): BinRow[] | null {
  const { items } = useItemQuery<BaseItem>(kind.type, binQuery(mode), MESSAGES.projects.fetchCollections);
  return useMemo(() => items?.map((item) => toRow(item, kind, mode)) ?? null, [items, kind, mode]);
}

/** Archived or deleted items of every kind; each kind's list stays live on its own. */
export function useBinRows(mode: BinMode): BinRow[] | null {
  // ITEM_KINDS is a constant list, so the hooks run in the same order on every render
  const lists = ITEM_KINDS.map((kind) => useKindRows(kind, mode));
  return useMemo(() => (lists.some((list) => list === null) ? null : lists.flatMap((list) => list ?? [])), lists);
}
