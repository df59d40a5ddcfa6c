import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  clearStaleLigand,
  freeLigandIds,
  isLigandChosen,
  ligandsFromReport,
  structureLigands,
} from '../src/ligands.ts';

describe('ligand rules', () => {
  it('lists the ligands of a real structure (ions and water left out)', () => {
    const pdb = readFileSync(new URL('../../../../shared/fixtures/pdb/2fvd.pdb', import.meta.url), 'utf8');
    expect(structureLigands(pdb)).toEqual([{ chain: 'A', res_num: 299, res_name: 'LIA' }]);
  });

  it('reads ligands from a pose report', () => {
    expect(
      ligandsFromReport({
        ligands: [
          { id: 'A:299', name: 'LIA' },
          { id: '_:301A', name: 'HEM' },
          { id: 'bad', name: 'X' },
        ],
      }),
    ).toEqual([
      { chain: 'A', res_num: 299, res_name: 'LIA' },
      { chain: '', res_num: 301, res_name: 'HEM' },
    ]);
    expect(ligandsFromReport(null)).toEqual([]);
  });

  it('reads free ligand ids from a list or a record, and clears stale ids', () => {
    expect(freeLigandIds({ freeLigands: [{ _id: 'a' }] })).toEqual(['a']);
    expect(freeLigandIds({ freeLigands: { b: { name: 'B' } } })).toEqual(['b']);
    expect(freeLigandIds({})).toEqual([]);
    const params = { original_ligand: { res_num: 1, res_name: 'X', chain: 'A' }, new_ligand_id: 'gone' };
    expect(clearStaleLigand(params, ['a']).new_ligand_id).toBeNull();
    expect(clearStaleLigand({ ...params, new_ligand_id: 'a' }, ['a'])).toEqual({ ...params, new_ligand_id: 'a' });
    expect(isLigandChosen({ res_num: 0, res_name: 'X', chain: 'A' })).toBe(true);
    expect(isLigandChosen({ res_num: null, res_name: 'X', chain: 'A' })).toBe(false);
  });
});
