import { describe, expect, it } from 'vitest';
import { atLeastOneStructureSuite, testValidationContext } from '@bench/testing';
import { relaxModel } from '../src/model.ts';

const OUT = { field: 'repeats', code: 'REPEATS_OUT_OF_BOUNDS', severity: 'error', message: 'Repeats out of bounds' };
const INVALID = { code: 'INVALID_INPUT', severity: 'error', message: 'Invalid input' };

describe('Relax model', () => {
  atLeastOneStructureSuite(relaxModel, 'Relax', { task: 'relax', pose_ids: [], collection_id: null, repeats: 1 });

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
    expect(relaxModel.validate!(input as never, testValidationContext(context))).toEqual(expected);
  });

  it('cost: by atom count of each structure', () => {
    expect(relaxModel.cost.catalogue).toEqual([
      {
        action: 'Relax',
        unit: 'structure, by atom count',
        cost: '0-7,499 atoms: 0.2; 7,500-14,999: 1.5; 15,000-24,999: 3.5; 25,000-29,999: 4.5; 30,000+: 6',
      },
    ]);
    const price = (atomCounts: number[]) =>
      relaxModel.cost.price(relaxModel.defaults(), { structureCount: atomCounts.length, atomCounts });
    expect(price([327])).toBe(0.2);
    expect(price([7499, 7500, 14999, 15000, 24999, 25000, 29999, 30000])).toBe(
      0.2 + 1.5 + 1.5 + 3.5 + 3.5 + 4.5 + 4.5 + 6,
    );
  });
});
