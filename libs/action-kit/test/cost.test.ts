import { describe, expect, it } from 'vitest';
import {
  bandFor,
  chargedPrice,
  creditsLabel,
  perRepetitionAndStructureCost,
  perStructureCost,
} from '../src/rules/cost.ts';

describe('cost rules', () => {
  it('per structure', () => {
    const rule = perStructureCost('Minimize', 2);
    expect(rule.catalogue).toEqual([{ action: 'Minimize', unit: 'structure', cost: '2' }]);
    expect(rule.price({}, { structureCount: 3 })).toBe(6);
  });
  it('per repetition and structure', () => {
    const rule = perRepetitionAndStructureCost('Design', 0.05);
    expect(rule.catalogue).toEqual([{ action: 'Design', unit: 'repetition and structure', cost: '0.05' }]);
    expect(rule.price({ repeats: 3 }, { structureCount: 1 })).toBe(0.15);
    expect(rule.price({ repeats: '10' }, { structureCount: 2 })).toBe(1);
    expect(rule.price({ repeats: 'x' }, { structureCount: 2 })).toBe(0);
  });
  const LOOP_BANDS = [
    { from: 4, to: 10, credits: 0.6 },
    { from: 11, to: 15, credits: 0.9 },
    { from: 16, credits: 1.8 },
  ];
  it.each([
    [4, 0.6],
    [10, 0.6],
    [11, 0.9],
    [15, 0.9],
    [16, 1.8],
    [25, 1.8],
  ])('loop of %i costs %d', (n, credits) => expect(bandFor(n, LOOP_BANDS).credits).toBe(credits));

  it('charges nothing on the simulated engine, the rule price on any other', () => {
    const rule = perStructureCost('Minimize', 6);
    const context = { structureCount: 1 };
    expect(chargedPrice(rule, {}, { ...context, engine: 'openmm' })).toBe(6);
    expect(chargedPrice(rule, {}, { ...context, engine: 'external' })).toBe(6);
    expect(chargedPrice(rule, {}, context)).toBe(6);
    expect(chargedPrice(rule, {}, { ...context, engine: 'simulated' })).toBe(0);
    expect(creditsLabel(0, 'simulated')).toBe('0 credits, simulated engine: no charge');
    expect(creditsLabel(45, 'external')).toBe('45 credits');
    expect(creditsLabel(1, 'openmm')).toBe('1 credit');
  });
});
