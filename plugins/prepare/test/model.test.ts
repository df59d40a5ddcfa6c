import { describe, expect, it } from 'vitest';
import { structuresOnlyModelSuite } from '@bench/family-molecular-mechanics/testing';
import { actionModels, prepareModel } from '../src/model.ts';

describe('Prepare model', () => {
  structuresOnlyModelSuite(prepareModel, 'Prepare', 5);

  it('is what the server loads', () => expect(actionModels).toEqual([prepareModel]));
});
