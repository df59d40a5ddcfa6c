const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
const VERTICAL = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * Where a key moves the keyboard's place in a list of `count` items from `at` (−1: none yet): the
 * arrows one step (only up and down for a `vertical` list), Home and End to the ends; undefined
 * for any other key.
 */
export function steppedIndex(key: string, at: number, count: number, vertical = false): number | undefined {
  if (count === 0 || (vertical && !VERTICAL.has(key))) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = STEP[key];
  return step === undefined ? undefined : Math.min(count - 1, Math.max(0, at + step));
}
