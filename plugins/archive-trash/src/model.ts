import type { ArchivableContribution, BaseItem, EntityType, QueryRequest } from '@bench/sdk/model';

/** Archive lists archived items; trash lists soft-deleted ones (spec 2 §2.10). */
export type BinMode = 'archive' | 'trash';

/** An item kind these lists show, with its type-filter label (the owning plugin declares it). */
export interface BinKind {
  label: string;
  type: EntityType;
}

/** The kinds the loaded plugins declare archivable, in their declared order. */
export function binKinds(archivable: readonly Pick<ArchivableContribution, 'entity' | 'label'>[]): BinKind[] {
  return archivable.map((a) => ({ label: a.label, type: a.entity }));
}

export const ALL_TYPES = 'All';

export function typeFilters(kinds: readonly BinKind[]): string[] {
  return [ALL_TYPES, ...kinds.map((k) => k.label)];
}

export interface BinRow {
  id: string;
  type: EntityType;
  kind: string;
  name: string;
  /** when it was archived (archive) or deleted (trash) */
  timestamp: string;
}

export type SortKey = 'name' | 'timestamp' | 'kind';
export interface Sort {
  key: SortKey;
  direction: 1 | -1;
}

/** Newest archived or deleted first. */
export const DEFAULT_SORT: Sort = { key: 'timestamp', direction: -1 };

export function binQuery(mode: BinMode): QueryRequest {
  return { query: mode === 'archive' ? { is_archived: true, is_deleted: false } : { is_deleted: true } };
}

export function columnTitles(mode: BinMode): Record<SortKey, string> {
  return { name: 'Name', timestamp: mode === 'archive' ? 'Archived' : 'Deleted', kind: 'Type' };
}

type BinItem = BaseItem & { task_id?: string | number };

export function toRow(item: BinItem, kind: BinKind, mode: BinMode): BinRow {
  const stamp = mode === 'archive' ? item.archived_timestamp : item.deleted_timestamp;
  const name = [item.name, item.task_id].filter((part) => part !== undefined && part !== '').join(' ');
  return {
    id: item._id,
    type: kind.type,
    kind: kind.label,
    name: name || item._id,
    timestamp: stamp ?? item.updated_timestamp,
  };
}

/** `filter` is ALL_TYPES or a kind's label. */
export function filterRows(rows: readonly BinRow[], filter: string): BinRow[] {
  return filter === ALL_TYPES ? [...rows] : rows.filter((r) => r.kind === filter);
}

export function sortRows(rows: readonly BinRow[], sort: Sort): BinRow[] {
  const value = (r: BinRow) => (sort.key === 'timestamp' ? new Date(r.timestamp).getTime() : r[sort.key].toLowerCase());
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sort.direction;
  });
}

/** Clicking a column sorts ascending; clicking it again flips the direction. */
export function nextSort(current: Sort, key: SortKey): Sort {
  return current.key === key ? { key, direction: current.direction === 1 ? -1 : 1 } : { key, direction: 1 };
}

/** Ids grouped by entity type, so bulk calls go one request per type. */
export function groupByType(rows: readonly BinRow[]): Map<EntityType, string[]> {
  const groups = new Map<EntityType, string[]>();
  for (const row of rows) groups.set(row.type, [...(groups.get(row.type) ?? []), row.id]);
  return groups;
}
