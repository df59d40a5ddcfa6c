// biome-ignore-all lint/correctness/useHookAtTopLevel: one hook per archivable kind; the kinds are fixed while the workbench runs
import { useMemo } from 'react';
import { MESSAGES, useItemQuery, type BaseItem } from '@bench/sdk';
import { binQuery, toRow, type BinKind, type BinMode, type BinRow } from './model.ts';

/** One kind's archived or deleted items: its own live query over the item store. */
function useKindRows(kind: BinKind, mode: BinMode): BinRow[] | null {
  const { items } = useItemQuery<BaseItem>(kind.type, binQuery(mode), MESSAGES.projects.fetchCollections);
  return useMemo(() => items?.map((item) => toRow(item, kind, mode)) ?? null, [items, kind, mode]);
}

/** Archived or deleted items of every kind; each kind's list stays live on its own. */
export function useBinRows(kinds: readonly BinKind[], mode: BinMode): BinRow[] | null {
  // the kinds come from the registry, fixed while the workbench runs, so the hooks run in the same order on every render
  const lists = kinds.map((kind) => useKindRows(kind, mode));
  // biome-ignore lint/correctness/useExhaustiveDependencies: one list per kind, a fixed number of entries: the lists are the dependencies
  return useMemo(() => (lists.some((list) => list === null) ? null : lists.flatMap((list) => list ?? [])), lists);
}
