import { describe, expect, it } from 'vitest';
import { ddgCsv, ddgCsvFileName, ddgScoresCsv, ddgScoresCsvFileName, hasPending, uploadedGrid } from '../src/csv.ts';

const originals = [...'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN']; // crambin

describe('DDG CSV (spec 2 §2.5, §5)', () => {
  it('writes Position, Original_Residue and one column per letter, scores in the shown unit with 2 decimals', () => {
    const csv = ddgCsv({ '1': { A: 1.234, G: '+' }, '3': { D: -0.5 } }, [1, 3], originals, 'kcal', 'kcal').split('\n');
    expect(csv[0]).toBe('Position,Original_Residue,A,C,D,E,F,G,H,I,K,L,M,N,P,Q,R,S,T,V,W,Y');
    expect(csv[1]).toBe('1,T,1.23,,,,,+,,,,,,,,,,,,,,');
    expect(csv[2]).toBe('3,C,,,-0.50,,,,,,,,,,,,,,,,,');
    expect(ddgCsv({ '1': { A: 1 } }, [1], originals, 'kcal', 'reu').split('\n')[1]).toContain('1.75');
    expect(ddgCsvFileName('1crn', 4)).toBe('1crn_DDG_4.csv');
  });

  it('writes every score in long form with its spread over the repeats, in kcal/mol; one repeat or none leaves the spread empty', () => {
    const grid = { '3': { D: -0.5, A: '+' as const }, '1': { G: 1.96, A: 1.2 } };
    const spreads = {
      '1': { G: { spread: 0.42, repeats: 2 }, A: { spread: 0, repeats: 1 } },
      '3': { D: { spread: 0.1, repeats: 3 } },
    };
    expect(ddgScoresCsv(grid, spreads, originals, 'kcal').split('\n')).toEqual([
      'position,wt,mut,ddg_kcal_mol,spread_kcal_mol,repeats',
      '1,T,A,1.20,,1', // one repeat: no spread
      '1,T,G,1.96,0.42,2',
      '3,C,D,-0.50,0.10,3',
      '',
    ]);
    expect(
      ddgScoresCsv({ '1': { G: 1 } }, { '1': { G: { spread: 1, repeats: 2 } } }, originals, 'reu').split('\n')[1],
    ).toBe('1,T,G,0.57,0.57,2');
    expect(ddgScoresCsvFileName('1crn', 4)).toBe('1crn_DDG_4_scores.csv');
  });

  it('uploads its own download back: + cells enabled, scores and originals untouched', () => {
    const csv = ddgCsv({ '2': { A: '+', V: '+' } }, [1, 2, 3], originals, 'kcal', 'kcal');
    const grid = uploadedGrid(csv, { '1': { A: 0.7 } }, [1, 2, 3], originals);
    expect(grid).toEqual({ '1': { A: 0.7 }, '2': { A: '+', V: '+' } });
  });

  it("replaces pending mutations, reads the action form's list CSV, and skips letters that cannot toggle", () => {
    const grid = uploadedGrid(
      'Position,Mutations\n1,TAG\n5,W\n',
      { '2': { C: '+' }, '1': { G: 2 } },
      [1, 2, 3, 4, 5],
      originals,
    );
    expect(grid).toEqual({ '1': { A: '+', G: 2 }, '2': {}, '5': { W: '+' } });
  });

  it('refuses a file outside the allowed positions with the spec message, and a non-square one', () => {
    expect(() => uploadedGrid('Position,Mutations\n40,A\n', {}, [1, 2], originals)).toThrow(
      'Supplied mutation parameters do not overlap with allowed mutations.',
    );
    expect(() => uploadedGrid('Position,A,C\n1,+\n', {}, [1], originals)).toThrow(
      'Please make sure mutations file is square.',
    );
  });

  it('knows when an upload would overwrite mutations', () => {
    expect(hasPending({ '1': { A: 2 } })).toBe(false);
    expect(hasPending({ '1': { A: '+' } })).toBe(true);
  });
});
