import { describe } from 'vitest';
import { atLeastOneStructureSuite } from '@bench/testing';
import { designFamilyValidationSuite } from '@bench/family-design/testing';
import { relaxBandsCostSuite } from '@bench/family-molecular-mechanics/testing';
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
  relaxBandsCostSuite(relaxDesignModel.cost, relaxDesignModel.defaults(), 'Relax Design');
});
