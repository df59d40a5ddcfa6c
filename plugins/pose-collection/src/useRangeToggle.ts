import { useCallback, useRef } from 'react';
import type { PoseSummary } from '@bench/sdk';
import { toggleRange, type PoseFlag } from './model.ts';

/** Checkbox toggles of one pose table: a click toggles, shift-click takes the range from that table's anchor. */
export function useRangeToggle(
  rows: readonly PoseSummary[],
  setFlag: (flag: PoseFlag, ids: readonly string[], value: boolean) => Promise<void>,
) {
  const anchor = useRef<Record<PoseFlag, string | null>>({ is_selected: null, is_visible: null });
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  return useCallback(
    (flag: PoseFlag, pose: PoseSummary, shift: boolean) => {
      const { ids, value } = toggleRange(rowsRef.current, flag, pose._id, anchor.current[flag], shift);
      anchor.current[flag] = pose._id;
      void setFlag(flag, ids, value);
    },
    [setFlag],
  );
}
