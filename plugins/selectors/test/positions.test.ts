import { describe, expect, it } from 'vitest';
import { sequenceLength } from '../src/poseLengths.ts';
import { applySelector, positionField, selectRange, selectorRowLength, togglePosition } from '../src/positions.ts';
import { newSelectorName } from '../src/selectorName.ts';

describe('selector names', () => {
  it("names a new selector 'Selector' + count + 1", () => {
    expect(newSelectorName(0)).toBe('Selector 1');
    expect(newSelectorName(4)).toBe('Selector 5');
  });
});

describe('selector positions', () => {
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
});
