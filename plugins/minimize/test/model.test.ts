import { describe, expect, it } from 'vitest';
import { structuresOnlyModelSuite } from '@bench/family-molecular-mechanics/testing';
import { actionModels, minimizeModel } from '../src/model.ts';

describe('Minimize model', () => {
  structuresOnlyModelSuite(minimizeModel, 'Minimize', 2);

  it('is what the server loads', () => expect(actionModels).toEqual([minimizeModel]));
});
