import { describe, expect, it } from 'vitest';
import { firstProblems } from '../src/errors.ts';
import { nestsDeeperThan } from '../src/http/jsonDepth.ts';
import { checkItemLimits, itemLimits } from '../src/items/limits.ts';

const defaults = itemLimits((_name, fallback) => fallback);
const small = itemLimits(
  (name, fallback) =>
    (({ BENCH_MAX_ITEM_BYTES: 200, BENCH_MAX_SESSION_STATE_BYTES: 100 }) as Record<string, number>)[name] ?? fallback,
);
const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
  return null;
};

describe('item limits', () => {
  it('reads each limit from its setting, with its default', () => {
    expect(defaults).toEqual({
      nameLength: 500,
      sessionStateBytes: 1024 * 1024,
      selectorPositions: 100_000,
      ligandFileBytes: 2 * 1024 * 1024,
      sequenceLength: 100_000,
      itemBytes: 8 * 1024 * 1024,
    });
  });

  it("checks a type's own fields, the name, and the whole stored item", () => {
    expect(refusal(() => checkItemLimits('sessions', { state: { a: 'x'.repeat(200) } }, small))).toEqual({
      status: 413,
      message: 'state is 208 bytes; the limit is 100 bytes (BENCH_MAX_SESSION_STATE_BYTES).',
    });
    expect(refusal(() => checkItemLimits('sessions', { state: { a: 1 } }, small))).toBeNull();
    expect(refusal(() => checkItemLimits('actions', { name: 'x'.repeat(501) }, defaults))?.status).toBe(400);
    expect(refusal(() => checkItemLimits('selectors', {}, small, { _id: 'a', note: 'y'.repeat(300) }))).toEqual({
      status: 413,
      message: 'This selector is 321 bytes; the limit is 200 bytes (BENCH_MAX_ITEM_BYTES).',
    });
    expect(refusal(() => checkItemLimits('sequences', { sequence: 'A'.repeat(100_001) }, defaults))?.message).toBe(
      'sequence: 100,001 letters; the longest sequence allowed is 100,000 (BENCH_MAX_SEQUENCE_LENGTH)',
    );
    expect(refusal(() => checkItemLimits('sequences', { sequence: 'A'.repeat(100_001) }, defaults))?.status).toBe(400);
    // a plugin's type brings its own check (its `./server` entry's checkLimits)
    const declared = (body: Record<string, unknown>) => {
      if (body.too_long) throw new Error('own check');
    };
    expect(() => checkItemLimits('plugin_items', { too_long: true }, defaults, undefined, declared)).toThrow(
      'own check',
    );
    expect(() => checkItemLimits('sessions', { too_long: true }, defaults, undefined, declared)).not.toThrow();
    expect(
      refusal(() => checkItemLimits('free_ligands', { smiles: 'C'.repeat(3 * 1024 * 1024) }, defaults))?.message,
    ).toBe('smiles is 3.0 MiB; the limit is 2.0 MiB (BENCH_MAX_LIGAND_BYTES).');
  });
});

describe('JSON depth', () => {
  const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
  it('measures any depth without recursion', () => {
    expect(nestsDeeperThan(nested(100), 100)).toBe(false);
    expect(nestsDeeperThan(nested(101), 100)).toBe(true);
    expect(nestsDeeperThan(nested(200_000), 100)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 1 }], c: 'text' }, 3)).toBe(false);
    expect(nestsDeeperThan('plain', 0)).toBe(false);
  });
});

describe('problems of a bad file', () => {
  it('lists the first ones and counts them all', () => {
    expect(firstProblems(['a', 'b'])).toBe('a\nb');
    const many = Array.from({ length: 25 }, (_, i) => `line ${i + 1}: bad`);
    expect(firstProblems(many).split('\n')).toEqual([...many.slice(0, 10), '… and 15 more problems (25 in all).']);
  });
});
