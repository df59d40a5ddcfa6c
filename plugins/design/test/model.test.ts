import { describe, expect, it } from 'vitest';
import { atLeastOneStructureSuite } from '@bench/testing';
import { designFamilyValidationSuite } from '@bench/family-design/testing';
import { designModel } from '../src/model.ts';

describe('Design model', () => {
  atLeastOneStructureSuite(designModel, 'Design', {
    task: 'design',
    pose_ids: [],
    collection_id: null,
    repeats: 1,
    selector: null,
    mutations: {},
  });
  designFamilyValidationSuite(designModel, 'warning');

  it('cost: 0.05 per repetition and structure', () => {
    expect(designModel.cost.catalogue).toEqual([{ action: 'Design', unit: 'repetition and structure', cost: '0.05' }]);
    expect(designModel.cost.price({ ...designModel.defaults(), repeats: 10 }, { structureCount: 3 })).toBe(1.5);
    expect(designModel.cost.price(designModel.defaults(), { structureCount: 1 })).toBe(0.05);
  });
});
