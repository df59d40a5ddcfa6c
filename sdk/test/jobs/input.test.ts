import { describe, expect, it } from 'vitest';
import { defineJob, field, jobInput, numberBounds, rangeHint } from '../../src/model.ts';

const loopLike = jobInput({
  repeats: field.number(10, { min: 1, max: 1000 }),
  selector: field.optionalText(),
  is_extended: field.flag(false),
  ligands: field.list(field.text('', 50)),
  params: field.object({ res_num: field.nullable(field.integer()), chain: field.text('', 4) }),
  mutations: field.record(field.object({ mutations: field.text('', 40), prevent: field.optional(field.flag(false)) })),
  mode: field.choice(['fast', 'full'], 'fast'),
  note: field.optional(field.text()),
});

describe('a job input schema', () => {
  it('gives fresh defaults with the base fields, leaving optional fields out', () => {
    const a = loopLike.defaults('loopmodel');
    expect(a).toEqual({
      task: 'loopmodel',
      pose_ids: [],
      collection_id: null,
      repeats: 10,
      selector: null,
      is_extended: false,
      ligands: [],
      params: { res_num: null, chain: '' },
      mutations: {},
      mode: 'fast',
    });
    a.ligands.push('A:1');
    a.params.chain = 'B';
    expect(loopLike.defaults('loopmodel')).toMatchObject({ ligands: [], params: { chain: '' } });
  });

  it('accepts its defaults, what a user types into a number field, and missing fields', () => {
    expect(loopLike.problems(loopLike.defaults('loopmodel'))).toEqual([]);
    expect(loopLike.problems({ task: 'loopmodel', repeats: 'abc' })).toEqual([]);
    expect(loopLike.problems({ task: 'loopmodel', mutations: { '12': { mutations: 'AV', prevent: true } } })).toEqual(
      [],
    );
  });

  it('names every malformed field, nested ones by their path', () => {
    expect(
      loopLike.problems({
        task: 'loopmodel',
        pose_ids: 'p1',
        repeats: { n: 3 },
        is_extended: 'yes',
        ligands: ['A:1', 7],
        params: { res_num: 1.5, chain: 'A', extra: 1 },
        mutations: { '12': { mutations: 3 } },
        mode: 'slow',
        surprise: true,
      }),
    ).toEqual([
      'input.pose_ids: must be a list of at most 10000 items, not "p1"',
      'input.repeats: must be a number, not an object',
      'input.is_extended: must be true or false, not "yes"',
      'input.ligands[1]: must be text of at most 50 characters, not 7',
      'input.params.res_num: must be a whole number, not 1.5',
      'input.params.extra: is not a field of this job',
      'input.mutations.12.mutations: must be text of at most 40 characters, not 3',
      `input.mode: must be one of 'fast', 'full', not "slow"`,
      'input.surprise: is not a field of this job',
    ]);
  });

  it('refuses an input that is not an object, and text longer than its field allows', () => {
    expect(loopLike.problems([1])).toEqual(['input: must be an object, not a list']);
    expect(loopLike.problems(null)).toEqual(['input: must be an object, not null']);
    expect(loopLike.problems({ task: 'loopmodel', selector: 'x'.repeat(201) })).toEqual([
      'input.selector: must be text of at most 200 characters or null, not text of 201 characters',
    ]);
  });

  it('leaves out of a stored input the fields the job does not have, keeping the base fields', () => {
    const stored = { ...loopLike.defaults('loopmodel'), pose_ids: ['p1'], retired: 3 };
    const known = loopLike.known(stored);
    expect(known).toEqual({ ...loopLike.defaults('loopmodel'), pose_ids: ['p1'] });
    expect(loopLike.problems(known)).toEqual([]);
  });

  it('keeps a number field’s range for the form', () => {
    expect(loopLike.fields.repeats!.range).toEqual({ min: 1, max: 1000 });
  });
});

describe('defineJob', () => {
  it('derives the defaults from the fields under the wire name, and keeps the schema on the model', () => {
    const model = defineJob({
      id: 'loop',
      task: 'loop_rebuild',
      wireName: 'loopmodel',
      label: 'Loop',
      availability: () => ({ enabled: true }),
      fields: { repeats: field.number(10, { min: 1, max: 1000 }) },
      cost: { catalogue: [], price: (input) => Number(input.repeats) },
    });
    expect(model.defaults()).toEqual({ task: 'loopmodel', pose_ids: [], collection_id: null, repeats: 10 });
    expect(model.input?.problems({ task: 'loopmodel', repeats: [] })).toEqual([
      'input.repeats: must be a number, not a list',
    ]);
    expect(model.cost.price(model.defaults(), { structureCount: 1 })).toBe(10);
  });
});

describe('a number field in a form', () => {
  it('gives a number input its finite bounds and a hint in words', () => {
    const designs = field.number(1, { min: 1, max: 1000 });
    const temperature = field.number(0.1, { min: 0, max: Number.POSITIVE_INFINITY });
    expect(numberBounds(designs)).toEqual({ min: 1, max: 1000 });
    expect(numberBounds(temperature)).toEqual({ min: 0 });
    expect(rangeHint(designs)).toBe('1 to 1,000');
    expect(rangeHint(temperature)).toBe('at least 0');
    expect(rangeHint(field.text())).toBe('');
  });
});
