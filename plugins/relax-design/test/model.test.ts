import { describe, expect, it } from 'vitest';
import { atLeastOneStructureSuite } from '@bench/testing';
import { designFamilyValidationSuite } from '@bench/family-design/testing';
import { relaxDesignModel } from '../src/model.ts';

describe('Relax Design model', () => {
  atLeastOneStructureSuite(relaxDesignModel, 'Relax Design', {
    task: 'relax_design',
    pose_ids: [],
    collection_id: null,
    repeats: 1,
    selector: null,
    mutations: {},
  });
  designFamilyValidationSuite(relaxDesignModel, 'warning');

  it('cost: by atom count, like Relax', () => {
    expect(relaxDesignModel.cost.catalogue).toEqual([
      {
        action: 'Relax Design',
        unit: 'structure, by atom count',
        cost: '0-7,499 atoms: 0.2; 7,500-14,999: 1.5; 15,000-24,999: 3.5; 25,000-29,999: 4.5; 30,000+: 6',
      },
    ]);
    expect(
      relaxDesignModel.cost.price(relaxDesignModel.defaults(), { structureCount: 2, atomCounts: [327, 31000] }),
    ).toBe(6.2);
  });
});
