/**
 * Seeded randomness for the simulated engine: the same seed gives the same numbers on every
 * machine (mulberry32, a 32-bit generator; good enough for demos, not for statistics).
 */
export type Random = () => number;

/** Uniform numbers in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from any parts (FNV-1a over their text), e.g. seedFrom(context.seed, pose._id, repeat). */
export function seedFrom(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded generator for one part of a job. */
export function randomFor(...parts: (string | number)[]): Random {
  return mulberry32(seedFrom(...parts));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick: no items');
  return items[Math.floor(random() * items.length)]!;
}

/** Standard normal (Box–Muller). */
export function gaussian(random: Random): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
