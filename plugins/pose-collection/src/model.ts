/** The pose collection view's rules (spec 2 §2.2, §4, §9), pure and isomorphic. */
import {
  LIMITS,
  isSimulated,
  scoreHeading,
  type PoseSummary,
  type ScoreColumn,
  type ScoreDeclarations,
} from '@bench/sdk/model';

export const MESSAGES = {
  archive: 'Something went wrong while archiving structure collections',
  fetch: 'Something went wrong while fetching structure collections.',
  scores: 'Error downloading scores!',
} as const;

/** The collection as this view reads it (spec 2 §3). */
export interface PoseCollection {
  _id: string;
  name: string;
  type?: string | null;
  is_raw?: boolean;
  is_read?: boolean;
  are_poses_indexed?: boolean;
  comparing_collections?: string[];
  ipsae_columns?: string[];
  /** the engine that made a job's results collection ('simulated' marks synthetic output) */
  engine?: string | null;
  /** the units (and any label of its own) the engine declared for each number it wrote */
  score_declarations?: ScoreDeclarations | null;
}

// ---------- filters ----------
export type PoseFilter = 'all' | 'selected' | 'visible';
export const FILTER_LABELS: Record<PoseFilter, string> = {
  all: 'All',
  selected: 'Selected only',
  visible: 'Loaded in viewer only',
};

/** 'Selected only' needs a selected pose, 'Loaded in viewer only' a visible one. */
export function filterAvailable(filter: PoseFilter, poses: readonly PoseSummary[]): boolean {
  if (filter === 'selected') return poses.some((p) => p.is_selected);
  if (filter === 'visible') return poses.some((p) => p.is_visible);
  return true;
}

/** Choosing the same filter again returns to All. */
export function nextFilter(current: PoseFilter, chosen: PoseFilter): PoseFilter {
  return chosen === current ? 'all' : chosen;
}

/** A filter whose condition no longer holds falls back to All. */
export function effectiveFilter(filter: PoseFilter, poses: readonly PoseSummary[]): PoseFilter {
  return filterAvailable(filter, poses) ? filter : 'all';
}

export function applyFilter(poses: readonly PoseSummary[], filter: PoseFilter): readonly PoseSummary[] {
  if (filter === 'selected') return poses.filter((p) => p.is_selected);
  if (filter === 'visible') return poses.filter((p) => p.is_visible);
  return poses;
}

// ---------- sorting ----------
export interface PoseSort {
  key: string;
  direction: 1 | -1;
}

/** Click a column for ascending, again for descending. */
export function nextSort(sort: PoseSort | null, key: string): PoseSort {
  return sort?.key === key && sort.direction === 1 ? { key, direction: -1 } : { key, direction: 1 };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Sorted copy; missing scores go last either way; name sorts by index in indexed collections. */
export function sortPoses(
  poses: readonly PoseSummary[],
  sort: PoseSort | null,
  columns: readonly ScoreColumn[],
  indexed: boolean,
): readonly PoseSummary[] {
  if (!sort) return poses;
  const { key, direction } = sort;
  if (key === 'name' && !indexed) return [...poses].sort((a, b) => direction * collator.compare(a.name, b.name));
  const read: (p: PoseSummary) => number | null =
    key === 'name' ? (p) => p.index ?? null : (columns.find((c) => c.key === key)?.value ?? (() => null));
  const keyed = poses.map((pose) => ({ pose, value: read(pose) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) return a.value === b.value ? 0 : a.value === null ? 1 : -1;
    return direction * (a.value - b.value);
  });
  return keyed.map((k) => k.pose);
}

// ---------- selection ----------
export type PoseFlag = 'is_selected' | 'is_visible';

/**
 * Mail-client range (spec 2 §2.2): with shift and an anchor shown in the table, every row between
 * the anchor and the clicked row takes the opposite of the clicked row's state; otherwise only
 * the clicked row toggles. Returns the ids to change and their new value.
 */
export function toggleRange(
  rows: readonly PoseSummary[],
  flag: PoseFlag,
  clickedId: string,
  anchorId: string | null,
  shift: boolean,
): { ids: string[]; value: boolean } {
  const clicked = rows.findIndex((p) => p._id === clickedId);
  const value = !rows[clicked]?.[flag];
  const anchor = shift && anchorId ? rows.findIndex((p) => p._id === anchorId) : -1;
  if (clicked < 0 || anchor < 0) return { ids: [clickedId], value };
  const [from, to] = anchor < clicked ? [anchor, clicked] : [clicked, anchor];
  return { ids: rows.slice(from, to + 1).map((p) => p._id), value };
}

/** The poses with `ids` set to `value` (new objects only where something changes). */
export function withFlag(
  poses: readonly PoseSummary[],
  flag: PoseFlag,
  ids: readonly string[],
  value: boolean,
): PoseSummary[] {
  const set = new Set(ids);
  return poses.map((p) => (set.has(p._id) && Boolean(p[flag]) !== value ? { ...p, [flag]: value } : p));
}

/** Viewer actions on the selection: add to, remove from, or replace the viewer's contents. */
export type ViewerAction = 'add' | 'remove' | 'replace';
export function visibilityChanges(
  poses: readonly PoseSummary[],
  action: ViewerAction,
): { show: string[]; hide: string[] } {
  const selected = poses.filter((p) => p.is_selected).map((p) => p._id);
  if (action === 'add') return { show: selected, hide: [] };
  if (action === 'remove') return { show: [], hide: selected };
  return { show: selected, hide: poses.filter((p) => p.is_visible && !p.is_selected).map((p) => p._id) };
}

/** `setSelection` / `setVisible` of the viewers: the ids to turn on and off so exactly `ids` hold the flag. */
export function replaceSet(
  poses: readonly PoseSummary[],
  flag: PoseFlag,
  ids: readonly string[],
): { on: string[]; off: string[] } {
  const wanted = new Set(ids);
  return {
    on: poses.filter((p) => wanted.has(p._id) && !p[flag]).map((p) => p._id),
    off: poses.filter((p) => !wanted.has(p._id) && p[flag]).map((p) => p._id),
  };
}

// ---------- layout ----------
/** Height of one row of the structure table, px. */
export const TABLE_ROW_HEIGHT = 32;

/** The table's list height: container height minus 85 px. */
export function listHeight(containerHeight: number): number {
  return Math.max(0, containerHeight - LIMITS.listHeightOffset);
}

/**
 * The table block's height when the divider has not been moved: what its rows need (at least three
 * rows' room, plus a horizontal scrollbar's), up to `share` of the container, so a short table
 * leaves the viewer the rest of the screen.
 */
export function defaultSplit(rows: number, containerHeight: number, share: number): number {
  const needed = LIMITS.listHeightOffset + Math.max(rows, 3) * TABLE_ROW_HEIGHT + 16;
  return Math.min(needed, containerHeight * share);
}

/** Divider position: both neighbouring blocks stay at least 64 px tall. */
export function clampSplit(tableHeight: number, totalHeight: number): number {
  const min = LIMITS.minBlockHeight;
  return Math.round(Math.min(Math.max(tableHeight, min), Math.max(min, totalHeight - min)));
}

/** Body height of the compared collections' pose table: up to five rows, then it scrolls. */
export function comparedTableHeight(rows: number): number {
  return Math.min(rows, 5) * 40;
}

// ---------- viewers ----------
/** Viewer modes offered: viewers that show poses or their scores; score viewers not for raw collections (spec 2 §2.2). */
export function offeredViewers<V extends { shows: readonly string[] }>(
  viewers: readonly V[],
  collection: Pick<PoseCollection, 'is_raw'>,
): V[] {
  return viewers.filter(
    (v) =>
      (v.shows.includes('poses') || v.shows.includes('scores')) && !(collection.is_raw && v.shows.includes('scores')),
  );
}

// ---------- scores CSV ----------
const exact = (v: unknown): number | '' => (typeof v === 'number' && Number.isFinite(v) ? v : '');

/** Scores CSV rows: name, index, then each column in full precision (the table rounds only what it shows), headed with its unit. */
export function scoreRows(poses: readonly PoseSummary[], columns: readonly ScoreColumn[]): (string | number)[][] {
  return [
    ['Name', 'Index', ...columns.map(scoreHeading)],
    ...poses.map((p) => [p.name, p.index ?? '', ...columns.map((c) => exact(c.value(p)))]),
  ];
}

/** A raw column's header: the stored name, then its declared unit ('score (kcal/mol)'). */
function rawHeader(key: string, declarations: ScoreDeclarations): string {
  const unit = declarations[key]?.unit;
  return unit ? `${key} (${unit})` : key;
}

/**
 * Raw scores CSV rows: name, index, score, rms and every stored term, unrounded, headed with their
 * declared units; columns empty on every row are left out; an engine column when any pose is simulated.
 */
export function rawScoreRows(
  poses: readonly PoseSummary[],
  terms: readonly string[],
  declarations: ScoreDeclarations = {},
): (string | number)[][] {
  const read: Record<string, (p: PoseSummary) => number | ''> = {
    score: (p) => exact(p.score),
    rms: (p) => exact(p.rms),
  };
  for (const term of terms) read[term] ??= (p) => exact(p.score_terms?.[term]);
  const keys = Object.keys(read).filter((key) => poses.some((p) => read[key]!(p) !== ''));
  const engine = poses.some(isSimulated) ? ['engine'] : [];
  return [
    ['name', 'index', ...keys.map((key) => rawHeader(key, declarations)), ...engine],
    ...poses.map((p) => [
      p.name,
      p.index ?? '',
      ...keys.map((key) => read[key]!(p)),
      ...(engine.length ? [String(p.engine ?? '')] : []),
    ]),
  ];
}
