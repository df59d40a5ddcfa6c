import { describe, expect, it } from 'vitest';
import { onePerSource } from '@bench/openmm';
import { testEngineContext } from '@bench/testing';
import { deterministicPerSource } from '../src/plan.ts';

const poses = [
  { _id: 'p1', name: 'one', pdb: '' },
  { _id: 'p2', name: 'two', pdb: '' },
];
const context = (repeats: number) => testEngineContext({ input: { task: 'repack', repeats }, poses });

describe('deterministicPerSource', () => {
  it('plans one seeded item per source however many repeats, as onePerSource does', () => {
    const plan = deterministicPerSource(context(3), [], 'repack');
    expect(plan.items).toEqual(onePerSource(context(3), [], 'repack').items);
    expect(plan.items.map((i) => i.source)).toEqual([0, 1]);
  });

  it('notes that repeats of the deterministic packer would be identical', () => {
    expect(deterministicPerSource(context(3), [], 'repack').notes).toEqual([
      'ProMod3 packs side chains deterministically: one result per structure instead of 3 identical repeats.',
    ]);
    expect(deterministicPerSource(context(1), [], 'repack').notes).toEqual([]);
  });
});
