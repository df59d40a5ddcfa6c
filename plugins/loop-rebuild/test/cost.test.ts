import { describe, expect, it } from 'vitest';
import { loopLengthCost } from '../src/cost.ts';

describe('cost rules', () => {
  const LOOP_BANDS = [
    { from: 4, to: 10, credits: 0.6 },
    { from: 11, to: 15, credits: 0.9 },
    { from: 16, credits: 1.8 },
  ];
  it('by loop length', () => {
    const rule = loopLengthCost('Loop Rebuild', LOOP_BANDS);
    expect(rule.catalogue).toEqual([
      { action: 'Loop Rebuild', unit: 'loop, by length', cost: '0.6 (length 4-10), 0.9 (11-15), 1.8 (16+)' },
    ]);
    expect(
      rule.price(
        { selector: 's' },
        { structureCount: 2, selectors: { s: [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] } },
      ),
    ).toBe(1.8);
    expect(rule.price({ selector: 'missing' }, { structureCount: 2, selectors: {} })).toBe(0);
  });
});
