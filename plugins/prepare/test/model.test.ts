import { describe, expect, it } from 'vitest';
import { atLeastOneStructureSuite, testValidationContext } from '@bench/testing';
import { actionModels, prepareModel } from '../src/model.ts';

describe('Prepare model', () => {
  atLeastOneStructureSuite(prepareModel, 'Prepare', { task: 'prepare', pose_ids: [], collection_id: null });

  it.each([[{}], [{ repeats: 'abc' }], [null]])('has no checks (%j)', (input) =>
    expect(prepareModel.validate!(input as never, testValidationContext())).toEqual([]),
  );

  it('cost: catalogue row and price', () => {
    expect(prepareModel.cost.catalogue).toEqual([{ action: 'Prepare', unit: 'structure', cost: '5' }]);
    for (const [n, credits] of [
      [1, 5],
      [3, 15],
    ])
      expect(prepareModel.cost.price(prepareModel.defaults(), { structureCount: n! })).toBe(credits);
  });

  it('is what the server loads', () => expect(actionModels).toEqual([prepareModel]));
});
