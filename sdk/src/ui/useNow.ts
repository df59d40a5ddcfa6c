import { useSyncExternalStore } from 'react';

/** How often relative times ('5 minutes ago') are brought up to date. */
export const NOW_TICK_MS = 30_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, NOW_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/**
 * The current time, re-read every 30 s by one shared clock: a list that says 'just now' moves on to
 * '1 minute ago' by itself. The first subscriber starts the clock and brings it up to date.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}
