import { describe, expect, it } from 'vitest';
import {
  atomCountCost,
  bandFor,
  chargedPrice,
  creditsLabel,
  perRepetitionAndStructureCost,
  perStructureCost,
  RELAX_ATOM_BANDS,
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
  ])('atom count %i costs %d', (atoms, credits) => expect(bandFor(atoms, RELAX_ATOM_BANDS).credits).toBe(credits));
  it('by atom count: catalogue row and a sum over structures', () => {
    const rule = atomCountCost('Relax');
    expect(rule.catalogue).toEqual([
      {
        action: 'Relax',
        unit: 'structure, by atom count',
        cost: '0-7,499 atoms: 0.2; 7,500-14,999: 1.5; 15,000-24,999: 3.5; 25,000-29,999: 4.5; 30,000+: 6',
      },
    ]);
    expect(rule.price({}, { structureCount: 2, atomCounts: [327, 20000] })).toBe(3.7);
    expect(rule.price({}, { structureCount: 1 })).toBe(0.2);
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
    const rule = atomCountCost('Relax');
    const context = { structureCount: 1, atomCounts: [30_000] };
    expect(chargedPrice(rule, {}, { ...context, engine: 'openmm' })).toBe(6);
    expect(chargedPrice(rule, {}, { ...context, engine: 'external' })).toBe(6);
    expect(chargedPrice(rule, {}, context)).toBe(6);
    expect(chargedPrice(rule, {}, { ...context, engine: 'simulated' })).toBe(0);
    expect(creditsLabel(0, 'simulated')).toBe('0 credits, simulated engine: no charge');
    expect(creditsLabel(45, 'external')).toBe('45 credits');
    expect(creditsLabel(1, 'openmm')).toBe('1 credit');
  });
});
