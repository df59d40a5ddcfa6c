import { describe, expect, it } from 'vitest';
import { ApiError } from '@bench/sdk/model';
import type { LoaderResidue } from '@bench/structure';
import { changedChains, diffRows } from '../src/diff.ts';
import { fileProblem, loadErrorLines, parseCodes } from '../src/entries.ts';

const residue = (chain: string, resid: number, name3: string, chosen: LoaderResidue['chosen']): LoaderResidue => ({
  original: { pdbData: { chain, resid, icode: '', name3, altLoc: '' }, type: 'caa' },
  choices: [{ name3, type: 'caa' }],
  chosen,
  messages: [],
});

describe('diff rows', () => {
  const residues = [
    residue('A', 1, 'ALA', { name3: 'ALA', type: 'caa' }),
    residue('A', 2, 'GLY', null),
    residue('B', 1, 'MSE', { name3: 'MET', type: 'caa' }),
    residue('B', 2, 'SER', null),
  ];
  it('groups changed residues under their chain and collapses a chain to its header', () => {
    expect(diffRows(residues, new Set()).map((r) => (r.kind === 'chain' ? `${r.chain}(${r.count})` : r.index))).toEqual(
      ['A(1)', 1, 'B(2)', 2, 3],
    );
    expect(diffRows(residues, new Set(['B'])).map((r) => (r.kind === 'chain' ? r.chain : r.index))).toEqual([
      'A',
      1,
      'B',
    ]);
    expect(changedChains(residues)).toEqual(['A', 'B']);
    expect(diffRows(residues.slice(0, 1), new Set())).toEqual([]);
  });
});

describe('entries', () => {
  it('extracts 4-character codes and names the invalid entries', () => {
    expect(parseCodes('1crn, pdb:4hhb 1CRN.cif  ab')).toEqual({
      codes: ['1CRN', '4HHB'],
      invalid: ['ab is not a valid pdb code'],
    });
  });

  it('accepts only .pdb and .cif files', () => {
    expect(fileProblem(['a.pdb', 'b.CIF'])).toBeNull();
    expect(fileProblem(['a.pdb', 'lig.sdf'])).toBe(
      'Unable to import files with extensions: .sdf. Only .pdb and .cif files can be loaded here.',
    );
    expect(fileProblem(['README'])).toBe('README does not have a valid file extension.');
  });

  it('shows per-line server errors, the code message on 400, and the generic text otherwise', () => {
    expect(loadErrorLines(new ApiError('line 3: bad\nline 9: worse', 400, 'PARSE_ERROR'), 'pdbFile', 'x.pdb')).toEqual([
      'line 3: bad',
      'line 9: worse',
    ]);
    expect(loadErrorLines(new ApiError('9ZZZ is not a valid pdb code', 400), 'pdbCode', '9ZZZ')).toEqual([
      '9ZZZ is not a valid pdb code',
    ]);
    expect(loadErrorLines(new ApiError('Internal server error', 500), 'pdbFile', 'x.pdb')).toEqual([
      'Something went wrong while loading PDB data.',
    ]);
    expect(loadErrorLines(new TypeError('fetch failed'), 'pdbFile', 'x.pdb')).toEqual([
      'Something went wrong while loading PDB data.',
    ]);
  });
});
