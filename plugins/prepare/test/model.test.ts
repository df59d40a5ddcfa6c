import { describe, expect, it } from 'vitest';
import { actionModels, prepareModel } from '../src/model.ts';

describe('Prepare model', () => {
  it('is available with at least 1 selected structure', () => {
    expect(prepareModel.availability({ structures: [] })).toEqual({ enabled: false, hint: 'Select at least 1 structure to run Prepare' });
    expect(prepareModel.availability({ structures: [{ id: 'a', hasLigands: false, hasNucleicAcids: false }] })).toEqual({ enabled: true });
    expect(prepareModel.availability({ structures: [{ id: 'a', hasLigands: true, hasNucleicAcids: false }, { id: 'b', hasLigands: false, hasNucleicAcids: true }] })).toEqual({ enabled: true });
  });

  it('defaults', () => expect(prepareModel.defaults()).toEqual({ task: 'prepare', pose_ids: [], collection_id: null }));

  it.each([[{}], [{ repeats: 'abc' }], [null]])('has no checks (%j)', (input) => expect(prepareModel.validate!(input as never, {})).toEqual([]));

  it('cost: catalogue row and price', () => {
    expect(prepareModel.cost.catalogue).toEqual([{ action: 'Prepare', unit: 'job', cost: '5' }]);
    for (const [n, credits] of [[1, 5], [3, 5]]) expect(prepareModel.cost.price(prepareModel.defaults(), { structureCount: n! })).toBe(credits);
  });

  it('is what the server loads', () => expect(actionModels).toEqual([prepareModel]));
});
