import { formatRelativeTime, sessionPlaceholderName } from '@bench/sdk';

/** What the project list reads of a session (spec 3 §3). */
export interface ProjectRow {
  _id: string;
  name?: string;
  created_timestamp: string;
  created_user_name?: string;
  updated_timestamp: string;
  updated_user_name?: string;
}

export type ProjectSortKey = 'name' | 'created' | 'updated';
export interface ProjectSort {
  key: ProjectSortKey;
  direction: 'asc' | 'desc';
}

/** Default: updated time, descending (spec 3 §2). */
export const DEFAULT_PROJECT_SORT: ProjectSort = { key: 'updated', direction: 'desc' };

export function projectDisplayName(project: Pick<ProjectRow, '_id' | 'name'>): string {
  return project.name || sessionPlaceholderName(project._id);
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const COMPARE: Record<ProjectSortKey, (a: ProjectRow, b: ProjectRow) => number> = {
  name: (a, b) => collator.compare(projectDisplayName(a), projectDisplayName(b)),
  created: (a, b) => Date.parse(a.created_timestamp) - Date.parse(b.created_timestamp),
  updated: (a, b) => Date.parse(a.updated_timestamp) - Date.parse(b.updated_timestamp),
};

export function sortProjects<T extends ProjectRow>(projects: readonly T[], sort: ProjectSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...projects].sort((a, b) => sign * COMPARE[sort.key](a, b) || a._id.localeCompare(b._id));
}

/** Clicking the sorted column flips it; another column starts A→Z for names, newest first for times. */
export function toggleSort(current: ProjectSort, key: ProjectSortKey): ProjectSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'name' ? 'asc' : 'desc' };
}

/** 'Updated 5 minutes ago by Ada Lovelace' */
export function lastUpdatedLabel(project: ProjectRow, now: number = Date.now()): string {
  const when = formatRelativeTime(project.updated_timestamp, now);
  const who = project.updated_user_name ? ` by ${project.updated_user_name}` : '';
  return `Updated ${when}${who}`;
}

/** Shift-click selects the range between the last clicked row and this one. */
export function selectRange(
  orderedIds: readonly string[],
  anchorId: string | null,
  id: string,
  checked: boolean,
  selected: ReadonlySet<string>,
): Set<string> {
  const next = new Set(selected);
  const from = anchorId === null ? -1 : orderedIds.indexOf(anchorId);
  const to = orderedIds.indexOf(id);
  const range = from < 0 ? [id] : orderedIds.slice(Math.min(from, to), Math.max(from, to) + 1);
  for (const rangeId of range) {
    if (checked) next.add(rangeId);
    else next.delete(rangeId);
  }
  return next;
}
