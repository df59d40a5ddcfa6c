import { describe, expect, it } from 'vitest';
import { repeatsOnlyModelSuite } from '@bench/family-molecular-mechanics/testing';
import { repackModel } from '../src/model.ts';

describe('Repack model', () => {
  repeatsOnlyModelSuite(repackModel, 'Repack');

  it('cost: 0.05 per structure, and per repetition only where the engine samples (simulated)', () => {
    expect(repackModel.cost.catalogue).toEqual([
      { action: 'Repack', unit: 'structure (and repetition where the engine samples)', cost: '0.05' },
    ]);
    const ten = { ...repackModel.defaults(), repeats: 10 };
    expect(repackModel.cost.price(repackModel.defaults(), { structureCount: 3 })).toBe(0.15);
    expect(repackModel.cost.price(ten, { structureCount: 3, engine: 'simulated' })).toBe(1.5);
    // ProMod3's packer gives ten identical repeats: one result per structure, one charge
    expect(repackModel.cost.price(ten, { structureCount: 3, engine: 'openmm' })).toBe(0.15);
  });
});
