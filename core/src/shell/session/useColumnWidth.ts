import { useState } from 'react';
import { LIMITS, LocalPrefs, useService } from '@bench/sdk';

export function clampColumnWidth(width: number): number {
  return Math.round(Math.min(LIMITS.columnMax, Math.max(LIMITS.columnMin, width)));
}

/** A session column's width: 250–400 px, default 300, remembered in this browser (spec 3 §2). */
export function useColumnWidth(prefKey: 'session.leftWidth' | 'session.rightWidth') {
  const prefs = useService(LocalPrefs);
  const [width, setWidth] = useState(() => clampColumnWidth(prefs.get(prefKey, LIMITS.columnDefault)));
  return {
    width,
    resize: (next: number) => setWidth(clampColumnWidth(next)),
    save: (next: number) => prefs.set(prefKey, clampColumnWidth(next)),
  };
}
