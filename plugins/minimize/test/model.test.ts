import { describe, expect, it } from 'vitest';
import { atLeastOneStructureSuite, testValidationContext } from '@bench/testing';
import { actionModels, minimizeModel } from '../src/model.ts';

describe('Minimize model', () => {
  atLeastOneStructureSuite(minimizeModel, 'Minimize', { task: 'minimize', pose_ids: [], collection_id: null });

  it.each([[{}], [{ repeats: 'abc' }], [null]])('has no checks (%j)', (input) =>
    expect(minimizeModel.validate!(input as never, testValidationContext())).toEqual([]),
  );

  it('cost: catalogue row and price', () => {
    expect(minimizeModel.cost.catalogue).toEqual([{ action: 'Minimize', unit: 'structure', cost: '2' }]);
    for (const [n, credits] of [
      [1, 2],
      [3, 6],
    ])
      expect(minimizeModel.cost.price(minimizeModel.defaults(), { structureCount: n! })).toBe(credits);
  });

  it('is what the server loads', () => expect(actionModels).toEqual([minimizeModel]));
});
