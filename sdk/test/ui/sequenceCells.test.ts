import { describe, expect, it } from 'vitest';
import { headerFor, rangeFrom, sequenceCells, shiftColour } from '../../src/ui/sequenceCells.ts';

describe('single sequence viewer layout', () => {
  it('headers at the first residue and every tenth', () => {
    const headers = Array.from({ length: 25 }, (_, i) => headerFor(i)).filter((h) => h !== null);
    expect(headers).toEqual([1, 10, 20]);
  });

  it('a hidden stretch becomes one ellipsis cell; headers keep true positions', () => {
    const residues = [...'ABCDEFGHIJKL'].map((letter, i) => ({ letter, hidden: i >= 2 && i <= 7 }));
    const cells = sequenceCells(residues);
    expect(cells).toEqual([
      { kind: 'residue', index: 0, header: 1 },
      { kind: 'residue', index: 1, header: null },
      { kind: 'ellipsis', from: 2, to: 7 },
      { kind: 'residue', index: 8, header: null },
      { kind: 'residue', index: 9, header: 10 },
      { kind: 'residue', index: 10, header: null },
      { kind: 'residue', index: 11, header: null },
    ]);
    expect(
      sequenceCells([
        { letter: 'A', hidden: true },
        { letter: 'B', hidden: true },
      ]),
    ).toEqual([{ kind: 'ellipsis', from: 0, to: 1 }]);
  });

  it('hover +50 and anchor −100 shift every channel, clamped', () => {
    expect(shiftColour('#102030', 50)).toBe('#425262');
    expect(shiftColour('#f0f0f0', 50)).toBe('#ffffff');
    expect(shiftColour('#406080', -100)).toBe('#00001c');
    expect(shiftColour('not a colour', 50)).toBe('not a colour');
  });

  it('ranges run from the anchor in either direction', () => {
    expect(rangeFrom(3, 6)).toEqual([3, 4, 5, 6]);
    expect(rangeFrom(6, 4)).toEqual([4, 5, 6]);
  });
});
