import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { ActivationEvent } from './activation.ts';
import { steppedIndex } from './listKeys.ts';

/**
 * Clickable table rows from the keyboard (roving focus): one row is in the tab order; the arrows,
 * Home and End move the focus (scrolling a virtual table to it), Space or Enter clicks the row.
 */
export function useRowKeys(
  body: RefObject<HTMLDivElement | null>,
  count: number,
  scrollTo: (index: number) => void,
  activate: ((index: number, event: ActivationEvent) => void) | undefined,
) {
  const [active, setActive] = useState(0);
  const focusPending = useRef(false);
  const current = Math.min(active, Math.max(0, count - 1));

  useEffect(() => {
    if (!focusPending.current) return;
    const row = body.current?.querySelector<HTMLElement>(`[data-row-index="${current}"]`);
    if (!row) return;
    focusPending.current = false;
    row.focus();
  });

  const moveTo = (index: number) => {
    const next = Math.min(count - 1, Math.max(0, index));
    focusPending.current = true;
    setActive(next);
    scrollTo(next);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    const to = steppedIndex(event.key, index, count, true);
    if (to !== undefined) moveTo(to);
    else if (event.key === ' ' || event.key === 'Enter') activate?.(index, event);
    else return;
    event.preventDefault();
  };
  return {
    enabled: Boolean(activate),
    /** the row in the tab order: the focused one, else (scrolled away) the first of those rendered */
    tabStop: (rendered: readonly number[]) => (rendered.includes(current) ? current : (rendered[0] ?? 0)),
    rowProps: (index: number, tabStop: number) =>
      activate
        ? {
            tabIndex: index === tabStop ? 0 : -1,
            'data-row-index': index,
            onKeyDown: onKeyDown(index),
            onFocus: () => setActive(index),
          }
        : {},
  };
}
