/**
 * Table rules shared by pose and sequence collections (spec 2 §2.2, §2.3): the All / Selected only /
 * Loaded in viewer only filter and mail-client shift ranges, over any row with the two flags.
 */
export interface FlaggedRow {
  _id: string;
  is_selected?: boolean;
  is_visible?: boolean;
}

export type RowFilter = 'all' | 'selected' | 'visible';
export const ROW_FILTER_LABELS: Record<RowFilter, string> = {
  all: 'All',
  selected: 'Selected only',
  visible: 'Loaded in viewer only',
};
export type RowFlag = 'is_selected' | 'is_visible';

/** 'Selected only' needs a selected row, 'Loaded in viewer only' a visible one. */
export function rowFilterAvailable(filter: RowFilter, rows: readonly FlaggedRow[]): boolean {
  if (filter === 'selected') return rows.some((r) => r.is_selected);
  if (filter === 'visible') return rows.some((r) => r.is_visible);
  return true;
}

/** Choosing the same filter again returns to All; a filter whose condition no longer holds shows All. */
export function chooseRowFilter(current: RowFilter, chosen: RowFilter): RowFilter {
  return chosen === current ? 'all' : chosen;
}

export function filterRows<T extends FlaggedRow>(rows: readonly T[], filter: RowFilter): readonly T[] {
  if (!rowFilterAvailable(filter, rows)) return rows;
  if (filter === 'selected') return rows.filter((r) => r.is_selected);
  if (filter === 'visible') return rows.filter((r) => r.is_visible);
  return rows;
}

/** With shift and an anchor, every row between them takes the opposite of the clicked row's state. */
export function flagRange(
  rows: readonly FlaggedRow[],
  flag: RowFlag,
  clickedId: string,
  anchorId: string | null,
  shift: boolean,
): { ids: string[]; value: boolean } {
  const clicked = rows.findIndex((r) => r._id === clickedId);
  const value = !rows[clicked]?.[flag];
  const anchor = shift && anchorId ? rows.findIndex((r) => r._id === anchorId) : -1;
  if (clicked < 0 || anchor < 0) return { ids: [clickedId], value };
  const [from, to] = anchor < clicked ? [anchor, clicked] : [clicked, anchor];
  return { ids: rows.slice(from, to + 1).map((r) => r._id), value };
}
