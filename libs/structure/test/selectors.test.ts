import { describe, expect, it } from 'vitest';
import { ALL_SELECTOR, allPositions, chainLengths, isContiguous } from '../src/selectors/positions.ts';
import { isValidSelectorName, stripInvalidSelectorChars } from '../src/selectors/names.ts';

describe('selector names', () => {
  it('keeps letters, digits, whitespace and : . - _ & + ( ) % , ; and strips the rest', () => {
    expect(stripInvalidSelectorChars('Loop #1 <A>: 10-20 (50%), x&y+z; ok_é!')).toBe(
      'Loop 1 A: 10-20 (50%), x&y+z; ok_é',
    );
    expect(isValidSelectorName('Loop; helix')).toBe(true);
    expect(isValidSelectorName('Loop/helix')).toBe(false);
    expect(isValidSelectorName('   ')).toBe(false);
  });
});

describe('selector positions', () => {
  it("the built-in '(all)' selector has id 'all' and covers every position", () => {
    expect(ALL_SELECTOR).toEqual({ _id: 'all', name: '(all)' });
    expect(allPositions(4)).toEqual([1, 2, 3, 4]);
  });

  it('tells contiguous runs and chain lengths', () => {
    expect(isContiguous([4, 5, 6])).toBe(true);
    expect(isContiguous([4, 6])).toBe(false);
    expect(isContiguous([])).toBe(false);
    expect(chainLengths('ACDE/FGH')).toEqual([4, 3]);
  });
});
