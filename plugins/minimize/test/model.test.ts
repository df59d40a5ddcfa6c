import { describe, expect, it } from 'vitest';
import { actionModels, minimizeModel } from '../src/model.ts';

describe('Minimize model', () => {
  it('is available with at least 1 selected structure', () => {
    expect(minimizeModel.availability({ structures: [] })).toEqual({ enabled: false, hint: 'Select at least 1 structure to run Minimize' });
    expect(minimizeModel.availability({ structures: [{ id: 'a', hasLigands: false, hasNucleicAcids: false }] })).toEqual({ enabled: true });
    expect(minimizeModel.availability({ structures: [{ id: 'a', hasLigands: true, hasNucleicAcids: false }, { id: 'b', hasLigands: false, hasNucleicAcids: true }] })).toEqual({ enabled: true });
  });

  it('defaults', () => expect(minimizeModel.defaults()).toEqual({ task: 'minimize', pose_ids: [], collection_id: null }));

  it.each([[{}], [{ repeats: 'abc' }], [null]])('has no checks (%j)', (input) => expect(minimizeModel.validate!(input as never, {})).toEqual([]));

  it('cost: catalogue row and price', () => {
    expect(minimizeModel.cost.catalogue).toEqual([{ action: 'Minimize', unit: 'structure', cost: '2' }]);
    for (const [n, credits] of [[1, 2], [3, 6]]) expect(minimizeModel.cost.price(minimizeModel.defaults(), { structureCount: n! })).toBe(credits);
  });

  it('is what the server loads', () => expect(actionModels).toEqual([minimizeModel]));
});
