import { expect, it } from 'vitest';
import type { AnyActionModel } from '@bench/sdk';
import { CRAMBIN_SEQUENCE, testValidationContext } from '@bench/testing';

/** The design family's validation table (spec 1 §4–§5); only originals is an error for flex design. */
export function designFamilyValidationSuite(model: AnyActionModel, onlyOriginals: 'error' | 'warning') {
  const context = {
    selectors: { s1: [2, 5, 7], far: [100, 101] },
    sequences: [CRAMBIN_SEQUENCE],
    settings: { designSpaceWarningExponent: 2, designSpaceLimitExponent: 3 },
  };
  const m = (mutations: string) => ({ mutations, prevent_repacking: false });
  const input = (over: Record<string, unknown> = {}) => ({
    ...model.defaults(),
    selector: 's1',
    mutations: { 2: m('AV'), 5: m(''), 7: m('W') },
    ...over,
  });

  it.each([
    ['valid', input(), context, []],
    [
      'no selectors created',
      input(),
      { ...context, selectors: {} },
      [['error', 'Please create a selector in order to edit mutations.']],
    ],
    [
      'no selector chosen',
      input({ selector: null }),
      context,
      [['error', 'Please choose a selector in order to edit mutations.']],
    ],
    [
      'unknown selector',
      input({ selector: 'deleted' }),
      context,
      [['error', 'Please choose a selector in order to edit mutations.']],
    ],
    [
      'selector outside the structure',
      input({ selector: 'far' }),
      context,
      [['error', 'Please choose a selector that overlaps with your structure.']],
    ],
    [
      'none enabled',
      input({ mutations: { 2: m(''), 5: m(''), 7: m('') } }),
      context,
      [['error', 'Please enable at least one mutation in the mutations table.']],
    ],
    [
      'only originals',
      input({ mutations: { 2: m('T'), 5: m('P'), 7: m('I') } }),
      context,
      [[onlyOriginals, 'Only original residues are enabled in the mutations table.']],
    ],
    [
      'over the recommendation',
      input({ mutations: { 2: m('ACDEFGHIKL'), 5: m('ACDEFGHIKLM') } }),
      context,
      [['warning', 'The sequence space of the mutations table exceeds the recommended size.']],
    ],
    [
      'over the limit',
      input({ mutations: { 2: m('ACDEFGHIKL'), 5: m('ACDEFGHIKLM'), 7: m('ACDEFGHIKL') } }),
      context,
      [['error', 'The sequence space of the mutations table exceeds the limit.']],
    ],
    ['repeats out of bounds', input({ repeats: 0 }), context, [['error', 'Repeats out of bounds']]],
    ['repeats non-numeric', input({ repeats: 'x' }), context, [['error', 'Repeats out of bounds']]],
    ['missing mutations', { ...input(), mutations: undefined }, context, [['error', 'Invalid input']]],
  ])('validate: %s', (_name, value, ctx, expected) => {
    expect(model.validate!(value as never, testValidationContext(ctx)).map((i) => [i.severity, i.message])).toEqual(
      expected,
    );
  });
}
