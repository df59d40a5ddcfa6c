import { describe, expect, it } from 'vitest';
import { readCif } from '../src/cifTokenizer.ts';

describe('CIF tokenizer', () => {
  it("reads quoted values with inner quotes, ';' text fields, '.' and '?' as null, comments", () => {
    const block = readCif(
      [
        'data_X',
        '# comment',
        "_struct.title 'it''s a \"test\"'",
        '_struct.pdbx_descriptor',
        ';line one',
        'line two',
        ';',
        'loop_',
        '_a.p',
        '_a.q',
        "'it's here' \"C5'\"",
        '. ?',
        "'.' b#c",
      ].join('\n'),
    );
    expect(block.errors).toEqual([]);
    expect(block.name).toBe('X');
    expect(block.categories.get('_struct')!.values).toEqual(['it\'\'s a "test"', 'line one\nline two']);
    const a = block.categories.get('_a')!;
    expect(a.fields).toEqual(['p', 'q']);
    // CIF 1.1: a quote closes a value only when whitespace follows it.
    expect(a.values).toEqual(["it's here", "C5'", null, null, '.', 'b#c']);
    expect(a.rowLines).toEqual([11, 12, 13]);
  });

  it('reports an unclosed text field and a tag without value', () => {
    const block = readCif(['data_X', '_a.b', '_a.c', ';never closed', 'x'].join('\n'));
    expect(block.errors.map((e) => e.message)).toEqual([
      'line 2: _a.b has no value',
      "line 4: text field starting with ';' is never closed",
    ]);
  });

  it('only the first data block is read', () => {
    const block = readCif('data_A\n_x.y 1\ndata_B\n_x.y 2\n');
    expect(block.categories.get('_x')!.values).toEqual(['1']);
  });
});
