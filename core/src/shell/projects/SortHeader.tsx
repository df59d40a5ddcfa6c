import type { ProjectSort, ProjectSortKey } from './projectRules.ts';

/** A column header that sorts by its key; shows the direction when active. */
export function SortHeader({ label, sortKey, sort, onSort }: { label: string; sortKey: ProjectSortKey; sort: ProjectSort; onSort(key: ProjectSortKey): void }) {
  const active = sort.key === sortKey;
  const arrow = active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : '';
  return (
    <button
      type="button"
      className={active ? 'bn-sort bn-sort--active' : 'bn-sort'}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      onClick={() => onSort(sortKey)}
    >
      {label}
      {arrow}
    </button>
  );
}
