import { expect, it } from 'vitest';
import type { AnyActionModel } from '@bench/sdk/model';
import { atLeastOneStructureSuite, testValidationContext } from '@bench/testing';

const defaultsOf = (model: AnyActionModel) => ({ task: model.task, pose_ids: [], collection_id: null });

/** Prepare and Minimize: at least one structure, no inputs and no checks (spec 1 §5), a price per structure. */
export function structuresOnlyModelSuite(model: AnyActionModel, label: string, credits: number) {
  atLeastOneStructureSuite(model, label, defaultsOf(model));

  it.each([[{}], [{ repeats: 'abc' }], [null]])('has no checks (%j)', (input) =>
    expect(model.validate!(input as never, testValidationContext())).toEqual([]),
  );

  it('cost: catalogue row and price', () => {
    expect(model.cost.catalogue).toEqual([{ action: label, unit: 'structure', cost: String(credits) }]);
    for (const n of [1, 3]) expect(model.cost.price(model.defaults(), { structureCount: n })).toBe(credits * n);
  });
}

const OUT = { field: 'repeats', code: 'REPEATS_OUT_OF_BOUNDS', severity: 'error', message: 'Repeats out of bounds' };
const INVALID = { code: 'INVALID_INPUT', severity: 'error', message: 'Invalid input' };

/** Repack and Relax: at least one structure, repeats only (spec 1 §5). */
export function repeatsOnlyModelSuite(model: AnyActionModel, label: string) {
  atLeastOneStructureSuite(model, label, { ...defaultsOf(model), repeats: 1 });

  it.each([
    ['1', { repeats: 1 }, {}, []],
    ['1000', { repeats: 1000 }, { sourcePoseCount: 1 }, []],
    ['0', { repeats: 0 }, {}, [OUT]],
    ['1001', { repeats: 1001 }, {}, [OUT]],
    ['fraction', { repeats: 1.5 }, {}, [OUT]],
    ['non-numeric becomes 0', { repeats: 'many' }, {}, [OUT]],
    ['numeric text', { repeats: '12' }, {}, []],
    [
      'capped by max results / source poses',
      { repeats: 101 },
      { sourcePoseCount: 10, settings: { maxResults: 1000 } },
      [OUT],
    ],
    ['at the cap', { repeats: 100 }, { sourcePoseCount: 10, settings: { maxResults: 1000 } }, []],
    ['missing repeats', {}, {}, [{ ...INVALID, field: 'repeats' }]],
    ['missing input', null, {}, [INVALID]],
  ])('validate: %s', (_name, input, context, expected) => {
    expect(model.validate!(input as never, testValidationContext(context))).toEqual(expected);
  });
}
