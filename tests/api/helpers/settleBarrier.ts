import type { SettleGate } from '../../../server/src/index.ts';

/**
 * The race tests' settle gate: the first settlement of a job (its completion, failure or cancel) waits
 * there until a second one of the same job arrives, then both go on in the same tick — the first
 * arrival ahead on one round, the second on the next, so each side gets its turn on the embedded
 * database too (it runs one transaction at a time, in the order they ask). Later settlements of the
 * job (a failure after a lost completion) pass at once.
 */
export function settleBarrier(): SettleGate {
  const waiting = new Map<string, () => void>();
  const released = new Set<string>();
  let pairs = 0;
  return async (subjectId) => {
    if (released.has(subjectId)) return;
    await new Promise<void>((resolve) => {
      const first = waiting.get(subjectId);
      if (!first) return void waiting.set(subjectId, resolve);
      waiting.delete(subjectId);
      released.add(subjectId);
      const order = pairs++ % 2 === 0 ? [first, resolve] : [resolve, first];
      setImmediate(() => order.forEach((go) => go()));
    });
  };
}
