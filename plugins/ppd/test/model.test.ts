import { describe, expect, it } from 'vitest';
import { FeatureTable } from '@bench/sdk/model';
import { actionModels, features, ppdModel, ppdPoseIds } from '../src/model.ts';
import { testValidationContext } from '@bench/testing';

describe('ppd model', () => {
  it('defaults to no structures chosen', () => {
    expect(ppdModel.defaults()).toEqual({
      task: 'ppd',
      pose_ids: [],
      collection_id: null,
      ppd_params: { structureA: null, structureB: null },
    });
  });

  it.each([
    ['defaults', ppdModel.defaults()],
    ['both chosen', { ...ppdModel.defaults(), ppd_params: { structureA: 'a', structureB: 'b' } }],
  ])('has no validation checks (spec 1 §5): %s', (_name, input) => {
    expect(ppdModel.validate!(input, testValidationContext())).toEqual([]);
  });

  it('is available whatever is selected: the form picks its two structures', () => {
    expect(ppdModel.availability({ structures: [] })).toEqual({ enabled: true });
  });

  it('is the Beta feature ppd, gated by canSeePPD', () => {
    expect(actionModels).toEqual([ppdModel]);
    expect(ppdModel.feature).toBe('ppd');
    expect(new FeatureTable(features).info('ppd')).toEqual({ flag: 'canSeePPD', badge: 'beta' });
  });

  it('has no credit catalogue row and charges nothing (the spec prices no ppd)', () => {
    expect(ppdModel.cost.catalogue).toEqual([]);
    expect(ppdModel.cost.price(ppdModel.defaults(), { structureCount: 2 })).toBe(0);
  });

  it('reads A then B as the poses the job needs', () => {
    expect(ppdPoseIds({ structureA: 'a', structureB: 'b' })).toEqual(['a', 'b']);
    expect(ppdPoseIds({ structureA: null, structureB: 'b' })).toEqual(['b']);
  });
});
