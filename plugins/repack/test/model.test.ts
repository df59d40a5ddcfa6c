import { describe, expect, it } from 'vitest';
import { atLeastOneStructureSuite, testValidationContext } from '@bench/testing';
import { repackModel } from '../src/model.ts';

const OUT = { field: 'repeats', code: 'REPEATS_OUT_OF_BOUNDS', severity: 'error', message: 'Repeats out of bounds' };
const INVALID = { code: 'INVALID_INPUT', severity: 'error', message: 'Invalid input' };

describe('Repack model', () => {
  atLeastOneStructureSuite(repackModel, 'Repack', { task: 'repack', pose_ids: [], collection_id: null, repeats: 1 });

  it.each([
    ['1', { repeats: 1 }, {}, []],
    ['1000', { repeats: 1000 }, { sourcePoseCount: 1 }, []],
    ['0', { repeats: 0 }, {}, [OUT]],
    ['1001', { repeats: 1001 }, {}, [OUT]],
    ['fraction', { repeats: 1.5 }, {}, [OUT]],
    ['non-numeric becomes 0', { repeats: 'many' }, {}, [OUT]],
    ['numeric text', { repeats: '12' }, {}, []],
    [
      'capped by max results / source poses',
      { repeats: 101 },
      { sourcePoseCount: 10, settings: { maxResults: 1000 } },
      [OUT],
    ],
    ['at the cap', { repeats: 100 }, { sourcePoseCount: 10, settings: { maxResults: 1000 } }, []],
    ['missing repeats', {}, {}, [{ ...INVALID, field: 'repeats' }]],
    ['missing input', null, {}, [INVALID]],
  ])('validate: %s', (_name, input, context, expected) => {
    expect(repackModel.validate!(input as never, testValidationContext(context))).toEqual(expected);
  });

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
