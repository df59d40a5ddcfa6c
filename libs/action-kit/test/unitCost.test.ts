import { describe, expect, it } from 'vitest';
import { perUnitCost } from '../src/rules/unitCost.ts';

describe('unit cost', () => {
  it('prices per unit', () => {
    const rule = perUnitCost<{ n: number }>('Thing', 'design', 0.05, (input) => input.n);
    expect(rule.catalogue).toEqual([{ action: 'Thing', unit: 'design', cost: '0.05' }]);
    expect([3, 0, -2, NaN].map((n) => rule.price({ n }, { structureCount: 1 }))).toEqual([0.15, 0, 0, 0]);
  });
});
