import { describe, expect, it } from 'vitest';
import {
  ALL_SELECTOR,
  allPositions,
  applySelector,
  chainLengths,
  chainOfPosition,
  isContiguous,
  isSingleChain,
  positionField,
  selectRange,
  selectorRowLength,
  sequenceLength,
  togglePosition,
} from '../src/selectors/positions.ts';
import { isValidSelectorName, newSelectorName, stripInvalidSelectorChars } from '../src/selectors/names.ts';

describe('selector names', () => {
  it('keeps letters, digits, whitespace and : . - _ & + ( ) % , ; and strips the rest', () => {
    expect(stripInvalidSelectorChars('Loop #1 <A>: 10-20 (50%), x&y+z; ok_é!')).toBe(
      'Loop 1 A: 10-20 (50%), x&y+z; ok_é',
    );
    expect(isValidSelectorName('Loop; helix')).toBe(true);
    expect(isValidSelectorName('Loop/helix')).toBe(false);
    expect(isValidSelectorName('   ')).toBe(false);
  });

  it("names a new selector 'Selector' + count + 1", () => {
    expect(newSelectorName(0)).toBe('Selector 1');
    expect(newSelectorName(4)).toBe('Selector 5');
  });
});

describe('selector positions', () => {
  it("the built-in '(all)' selector has id 'all' and covers every position", () => {
    expect(ALL_SELECTOR).toEqual({ _id: 'all', name: '(all)' });
    expect(allPositions(4)).toEqual([1, 2, 3, 4]);
  });

  it('a plain click toggles one position, keeping them ascending', () => {
    expect(togglePosition([2, 9], 5)).toEqual([2, 5, 9]);
    expect(togglePosition([2, 5, 9], 5)).toEqual([2, 9]);
  });

  it('a shift-click selects every position between the anchor and the click, either direction', () => {
    expect(selectRange([1], 3, 6)).toEqual([1, 3, 4, 5, 6]);
    expect(selectRange([4], 8, 6)).toEqual([4, 6, 7, 8]);
  });

  it('position fields take digits only', () => {
    expect(positionField('12', 1)).toBe(12);
    expect(positionField('1a', 7)).toBe(7);
    expect(positionField('-3', 7)).toBe(7);
    expect(positionField('', 7)).toBe(7);
    expect(positionField('0', 7)).toBe(7);
  });

  it('the row is as long as the longest structure, else max(highest position, 50)', () => {
    expect(selectorRowLength(120, [3])).toBe(120);
    expect(selectorRowLength(0, [3])).toBe(50);
    expect(selectorRowLength(0, [3, 80])).toBe(80);
    expect(sequenceLength('ACD/EF')).toBe(5);
  });

  it('applying drops positions past the longest structure with the spec warning', () => {
    expect(applySelector([1, 5, 10], 10)).toEqual({ positions: [1, 5, 10], warning: null });
    expect(applySelector([1, 5, 11, 40], 10)).toEqual({
      positions: [1, 5],
      warning: 'Residues past position 10 were not selected.',
    });
  });

  it('tells contiguous runs and single-chain selections', () => {
    expect(isContiguous([4, 5, 6])).toBe(true);
    expect(isContiguous([4, 6])).toBe(false);
    expect(isContiguous([])).toBe(false);
    const lengths = chainLengths('ACDE/FGH');
    expect(lengths).toEqual([4, 3]);
    expect(chainOfPosition(4, lengths)).toBe(0);
    expect(chainOfPosition(5, lengths)).toBe(1);
    expect(chainOfPosition(8, lengths)).toBe(-1);
    expect(isSingleChain([5, 7], lengths)).toBe(true);
    expect(isSingleChain([4, 5], lengths)).toBe(false);
    expect(isSingleChain([7, 8], lengths)).toBe(false);
  });
});
