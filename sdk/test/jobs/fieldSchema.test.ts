import { describe, expect, it } from 'vitest';
import { describeIssues, fieldSchema, typeSchemas } from '../../src/backend/index.ts';
import { field } from '../../src/model.ts';

const grids = typeSchemas({
  name: fieldSchema(field.text('', 20)),
  grid: fieldSchema(field.record(field.list(field.integer(), [], 3))),
});

const problems = (body: unknown): string => {
  const result = grids.create.safeParse(body);
  return result.success ? '' : describeIssues(result.error);
};

describe('an item field checked by a job input field', () => {
  it('passes a well-formed value through unchanged', () => {
    const body = { name: 'scan', grid: { '12': [1, 2], '13': [] } };
    expect(grids.create.parse(body)).toEqual(body);
  });

  it('refuses a malformed value on save, naming where below the field it is wrong', () => {
    expect(problems({ grid: { '12': [1, 'two'] } })).toBe('grid.12.1: must be a whole number, not "two"');
    expect(problems({ grid: { '12': [1, 2, 3, 4] } })).toBe('grid.12: must be a list of at most 3 items, not a list');
    expect(problems({ name: 'x'.repeat(21), grid: [] })).toBe(
      'name: must be text of at most 20 characters, not "xxxxxxxxxxxxxxxxxxxxx"; grid: must be an object of at most 10000 entries, not a list',
    );
  });
});
