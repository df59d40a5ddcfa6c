import { describe, expect, it } from 'vitest';
import { computeLogo, logoSubset, MAX_INFORMATION } from '../src/logo.ts';

describe('sequence logo maths (spec 2 §9)', () => {
  it('a fully conserved position carries log2(20) bits in one letter', () => {
    const [column] = computeLogo(['M', 'M', 'm']);
    expect(column.information).toBeCloseTo(Math.log2(20), 12);
    expect(column.letters).toEqual([{ letter: 'M', value: MAX_INFORMATION }]);
  });

  it('two letters half and half: log2(20) − 1 bits, split evenly; percentages sum to 100', () => {
    const [bits] = computeLogo(['A', 'C', 'A', 'C']);
    expect(bits.information).toBeCloseTo(Math.log2(20) - 1, 12);
    expect(bits.letters.map((l) => l.value)).toEqual([bits.information / 2, bits.information / 2]);
    const [percent] = computeLogo(['A', 'C', 'A', 'C'], 'percentage');
    expect(percent.letters.map((l) => l.value)).toEqual([50, 50]);
  });

  it('uniform over all 20 amino acids carries no information', () => {
    const [column] = computeLogo([...'ACDEFGHIKLMNPQRSTVWY']);
    expect(column.information).toBeCloseTo(0, 12);
  });

  it('letters are ordered smallest first; gaps and chain breaks are not counted; positions pick columns', () => {
    const logo = computeLogo(['AC-', 'AD/', 'GDK'], 'percentage');
    expect(logo.map((c) => c.position)).toEqual([1, 2, 3]);
    expect(logo[0].letters.map((l) => l.letter)).toEqual(['G', 'A']);
    expect(logo[2].letters).toEqual([{ letter: 'K', value: 100 }]);
    expect(computeLogo(['ACDE', 'ACDF'], 'bits', [2, 4, 9]).map((c) => c.position)).toEqual([2, 4]);
  });

  it('selected-only falls back to all when nothing is selected', () => {
    const rows = [
      { sequence: 'AA', is_selected: false },
      { sequence: 'CC', is_selected: true },
    ];
    const seqs = (list: readonly { sequence: string }[]) => list.map((r) => r.sequence);
    expect(seqs(logoSubset(rows, true))).toEqual(['CC']);
    expect(seqs(logoSubset(rows, false))).toEqual(['AA', 'CC']);
    expect(
      seqs(
        logoSubset(
          rows.map((r) => ({ ...r, is_selected: false })),
          true,
        ),
      ),
    ).toEqual(['AA', 'CC']);
  });
});
