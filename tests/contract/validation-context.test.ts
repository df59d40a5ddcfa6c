/**
 * One fixture through both paths that build `validate`'s context: the browser's action form
 * (actionFormData) and the server's run (jobValidationContext over stored items). They must agree,
 * and so must a real validator's verdict on them.
 */
import { describe, expect, it } from 'vitest';
import { readFixture } from '@bench/fixtures';
import { DEFAULT_ACTION_SETTINGS } from '@bench/action-kit';
import { actionFormData } from '@bench/action-kit/ui';
import { parseStructure, sequenceOf } from '@bench/structure';
import { designModel } from '@bench/plugin-design/model';
import { loopRebuildModel } from '@bench/plugin-loop-rebuild/model';
import { jobValidationContext, type SourceData } from '../../server/src/jobs/sourceData.ts';
import type { Item } from '../../server/src/items/build.ts';

const crambin = sequenceOf(parseStructure(readFixture('pdb', '1crn.pdb')));
const selectors = [
  { _id: 'loop', name: 'Loop', positions: [20, 21, 22, 23, 24, 25] },
  { _id: 'core', name: 'Core', positions: [3, 4, 32] },
];
const freeLigands = [{ _id: 'lig1', name: 'S58' }];
const settings = {
  ...DEFAULT_ACTION_SETTINGS,
  maxResults: 500,
  designSpaceWarningExponent: 12,
  designSpaceLimitExponent: 20,
};

const item = (fields: Record<string, unknown>) =>
  ({ session_id: 's1', is_deleted: false, is_archived: false, ...fields }) as unknown as Item;
const stored: SourceData = {
  poses: [item({ _id: 'p1', name: '1crn', sequence: crambin, atom_count: 327 })],
  missingPoseIds: [],
  selectors: selectors.map(item),
  freeLigands: freeLigands.map(item),
};

const browser = actionFormData({
  selectors,
  freeLigands,
  settings,
  sourceStructures: [{ _id: 'p1', name: '1crn', sequence: crambin }],
  mutationSources: [],
}).validation;
const server = jobValidationContext(stored, settings);

describe('validation context: browser and server build the same one', () => {
  it('from the same crambin session', () => {
    expect(crambin).toHaveLength(46);
    expect(server).toEqual(browser);
    expect(browser).toMatchObject({
      sequences: [crambin],
      sourcePoseCount: 1,
      selectors: { loop: [20, 21, 22, 23, 24, 25] },
      freeLigands: [{ _id: 'lig1', name: 'S58' }],
    });
  });

  it.each([
    [
      'design over the core, only originals',
      designModel,
      {
        ...designModel.defaults(),
        selector: 'core',
        mutations: {
          3: { mutations: 'C', prevent_repacking: false },
          4: { mutations: 'C', prevent_repacking: false },
          32: { mutations: 'C', prevent_repacking: false },
        },
      },
      ['AllOriginals'],
    ],
    [
      'design, repeats above the result cap',
      designModel,
      {
        ...designModel.defaults(),
        repeats: 501,
        selector: 'core',
        mutations: { 3: { mutations: 'AV', prevent_repacking: false } },
      },
      ['REPEATS_OUT_OF_BOUNDS'],
    ],
    ['loop rebuild of a 6-residue loop', loopRebuildModel, { ...loopRebuildModel.defaults(), selector: 'loop' }, []],
    [
      'loop rebuild of a non-contiguous selector',
      loopRebuildModel,
      { ...loopRebuildModel.defaults(), selector: 'core' },
      ['LOOP_LENGTH_OUT_OF_RANGE', 'LOOP_NOT_CONTIGUOUS'],
    ],
  ])('%s: the same verdict on both', (_name, model, input, codes) => {
    const onServer = model.validate!(input as never, server);
    expect(onServer).toEqual(model.validate!(input as never, browser));
    expect(onServer.map((issue) => issue.code)).toEqual(codes);
  });
});
