import { describe, expect, it } from 'vitest';
import { atLeastOneStructureSuite } from '@bench/testing';
import { designFamilyValidationSuite } from '@bench/family-design/testing';
import { flexDesignModel } from '../src/model.ts';

describe('Flex Design model', () => {
  atLeastOneStructureSuite(flexDesignModel, 'Flex Design', {
    task: 'coupled_moves',
    pose_ids: [],
    collection_id: null,
    repeats: 1,
    selector: null,
    mutations: {},
  });
  designFamilyValidationSuite(flexDesignModel, 'error');

  it('task flex_design is sent as coupled_moves', () => {
    expect(flexDesignModel.task).toBe('flex_design');
    expect(flexDesignModel.wireName).toBe('coupled_moves');
  });

  it('cost: 0.2 per repetition and structure', () => {
    expect(flexDesignModel.cost.catalogue).toEqual([
      { action: 'Flex Design', unit: 'repetition and structure', cost: '0.2' },
    ]);
    expect(flexDesignModel.cost.price({ ...flexDesignModel.defaults(), repeats: 10 }, { structureCount: 3 })).toBe(6);
    expect(flexDesignModel.cost.price({ ...flexDesignModel.defaults(), repeats: 1000 }, { structureCount: 100 })).toBe(
      20_000,
    );
  });
});
