/** What the logo viewer reads from either kind of host data, and its colours. Pure. */
import { polarityClass, POLARITY_COLOURS } from '@bench/structure';
import type { PoseViewerData, SequenceViewerData } from '@bench/sdk/model';

export interface LogoRow {
  _id: string;
  name: string;
  sequence: string;
  is_selected?: boolean;
}

/** Sequences of a sequence collection, or of the poses of a pose collection (those with a sequence). */
export function logoRows(data: PoseViewerData | SequenceViewerData): LogoRow[] {
  if ('sequences' in data) {
    const selected = new Set(data.selectedIds);
    return data.sequences.map((s) => ({
      _id: s._id,
      name: s.name,
      sequence: s.sequence,
      is_selected: selected.has(s._id) || s.is_selected,
    }));
  }
  const selected = new Set(data.selectedPoseIds);
  return data.poses.flatMap((p) =>
    p.sequence ? [{ _id: p._id, name: p.name, sequence: p.sequence, is_selected: selected.has(p._id) }] : [],
  );
}

export function letterColour(letter: string): string {
  const cls = polarityClass(letter);
  return cls ? POLARITY_COLOURS[cls] : '#6b7580';
}

export const ALL_POSITIONS = '';
