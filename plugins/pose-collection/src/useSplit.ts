import { useCallback, useEffect, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { LocalPrefs, useService } from '@bench/sdk';
import { clampSplit, defaultSplit } from './model.ts';

const DEFAULT_TABLE_SHARE = 0.55;

/**
 * The table block's height beside the viewer block, dragged by the divider and remembered per
 * collection in this browser (spec 2 §2.2); `container` is the element both blocks share. Until it
 * is dragged (or moved with the arrow keys), the block fits its `rows` (null while they load) up to 55 % of the container.
 */
export function useSplit(collectionId: string, rows: number | null) {
  const prefs = useService(LocalPrefs);
  const key = `poseCollection.layout.${collectionId}`;
  // a callback ref: the tab renders its container only once the collection has loaded
  const [element, container] = useState<HTMLElement | null>(null);
  const [total, setTotal] = useState(0);
  const [saved, setSaved] = useState<number | null>(() => prefs.get<{ table?: number }>(key, {}).table ?? null);

  useEffect(() => {
    if (!element) return;
    const measure = () => setTotal(element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  const table = clampSplit(
    saved ?? (rows === null ? total * DEFAULT_TABLE_SHARE : defaultSplit(rows, total, DEFAULT_TABLE_SHARE)),
    total,
  );

  const startDrag = useCallback(
    (event: ReactPointerEvent) => {
      event.preventDefault();
      const top = element?.getBoundingClientRect().top ?? 0;
      let last = table;
      const move = (e: PointerEvent) => {
        last = clampSplit(e.clientY - top, element?.clientHeight ?? total);
        setSaved(last);
      };
      const up = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        prefs.set(key, { table: last });
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
    },
    [element, table, total, prefs, key],
  );

  /** the keyboard's move: the divider `delta` px lower (negative: higher), remembered */
  const nudge = useCallback(
    (delta: number) => {
      const next = clampSplit(table + delta, total);
      setSaved(next);
      prefs.set(key, { table: next });
    },
    [table, total, prefs, key],
  );

  return { container, table, total, startDrag, nudge };
}
