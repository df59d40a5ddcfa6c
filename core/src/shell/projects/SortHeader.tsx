import type { ProjectSort, ProjectSortKey } from './projectRules.ts';

/** A column header that sorts by its key; shows the direction when active (the column carries aria-sort: `ariaSort`). */
export function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: ProjectSortKey;
  sort: ProjectSort;
  onSort(key: ProjectSortKey): void;
}) {
  const active = sort.key === sortKey;
  const arrow = active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : '';
  return (
    <button type="button" className={active ? 'bn-sort bn-sort--active' : 'bn-sort'} onClick={() => onSort(sortKey)}>
      {label}
      {arrow}
    </button>
  );
}

/** The header cell's aria-sort for a column (a button may not carry it). */
export function ariaSort(sort: ProjectSort, key: ProjectSortKey): 'ascending' | 'descending' | undefined {
  return sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
}
