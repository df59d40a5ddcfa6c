import { expect, it } from 'vitest';
import type { CostRule } from '@bench/sdk/model';

/** Spec 3 §9's Relax price, which Relax and Relax Design charge: the catalogue row, each band's edges, a sum. */
export function relaxBandsCostSuite<I>(rule: CostRule<I>, input: I, action: string) {
  const price = (atomCounts: number[]) => rule.price(input, { structureCount: atomCounts.length, atomCounts });

  it('cost: its catalogue row, by atom count of each structure', () =>
    expect(rule.catalogue).toEqual([
      {
        action,
        unit: 'structure, by atom count',
        cost: '0-7,499 atoms: 0.2; 7,500-14,999: 1.5; 15,000-24,999: 3.5; 25,000-29,999: 4.5; 30,000+: 6',
      },
    ]));

  it.each([
    [0, 0.2],
    [7499, 0.2],
    [7500, 1.5],
    [14999, 1.5],
    [15000, 3.5],
    [24999, 3.5],
    [25000, 4.5],
    [29999, 4.5],
    [30000, 6],
    [100000, 6],
  ])('cost: a structure of %i atoms costs %d', (atoms, credits) => expect(price([atoms])).toBe(credits));

  it('cost: the sum over structures; a structure whose count is not known in the first band', () => {
    expect(price([327, 20000])).toBe(3.7);
    expect(price([327, 31000])).toBe(6.2);
    expect(rule.price(input, { structureCount: 1 })).toBe(0.2);
  });
}
