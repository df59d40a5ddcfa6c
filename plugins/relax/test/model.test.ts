import { describe } from 'vitest';
import { relaxBandsCostSuite, repeatsOnlyModelSuite } from '@bench/family-molecular-mechanics/testing';
import { relaxModel } from '../src/model.ts';

describe('Relax model', () => {
  repeatsOnlyModelSuite(relaxModel, 'Relax');
  relaxBandsCostSuite(relaxModel.cost, relaxModel.defaults(), 'Relax');
});
