import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeStructure, parseStructure, type LoaderResidue, type ResidueType } from '@bench/structure';
import { fixturePath } from '@bench/fixtures';
import {
  convertResidue,
  deleteResidues,
  enabledOperations,
  setDefault,
  undeleteResidues,
} from '../src/residueOperations.ts';

const load = (file: string) => analyzeStructure(parseStructure(readFileSync(join(fixturePath(), file), 'utf8')));

function residue(
  name3: string,
  type: ResidueType,
  chain = 'A',
  resid = 1,
  chosen: 'first' | null = 'first',
): LoaderResidue {
  const choices = [{ name3, type }];
  return {
    original: { pdbData: { chain, resid, icode: '', name3, altLoc: '' }, type },
    choices,
    chosen: chosen ? choices[0]! : null,
    messages: [],
  };
}

describe('loader operations (spec §4)', () => {
  const mse = () => load('pdb/1a8o.pdb').residues;

  it('delete is enabled only if a selected residue is still chosen; undelete only if one is deleted and has choices', () => {
    const rs = [
      residue('ALA', 'caa'),
      residue('HOH', 'water', 'A', 2, null),
      { ...residue('PSU', 'ncrna', 'A', 3, null), choices: [] },
    ];
    expect(enabledOperations(rs, [0])).toMatchObject({ delete: true, undelete: false });
    expect(enabledOperations(rs, [1])).toMatchObject({ delete: false, undelete: true });
    expect(enabledOperations(rs, [2])).toMatchObject({ delete: false, undelete: false });
    const deleted = deleteResidues(rs, [0]);
    expect(deleted[0]!.chosen).toBeNull();
    expect(rs[0]!.chosen).not.toBeNull();
    expect(undeleteResidues(deleted, [0, 1, 2]).map((r) => r.chosen?.name3 ?? null)).toEqual(['ALA', 'HOH', null]);
  });

  it('setDefault returns ligands and waters to deleted and polymers to their first choice', () => {
    const rs = undeleteResidues([residue('HEM', 'ligand', 'A', 1, null), residue('GLY', 'caa')], [0]);
    expect(rs[0]!.chosen?.name3).toBe('HEM');
    const reset = setDefault(deleteResidues(rs, [1]), [0, 1]);
    expect(reset.map((r) => r.chosen?.name3 ?? null)).toEqual([null, 'GLY']);
  });

  it('convert needs exactly one index and a target that is one of its choices', () => {
    const rs = mse();
    const i = rs.findIndex((r) => r.original.pdbData.name3 === 'MSE');
    const converted = convertResidue(rs, [i], { name3: 'MET', type: 'caa' });
    expect(converted[i]!.chosen).toEqual({ name3: 'MET', type: 'caa' });
    expect(enabledOperations(rs, [i]).convert).toBe(true);
    expect(enabledOperations(rs, [i, i + 1]).convert).toBe(false);
    expect(() => convertResidue(rs, [i, i + 1], { name3: 'MET', type: 'caa' })).toThrow(
      'Conversion requires exactly one index and a target.',
    );
    expect(() => convertResidue(rs, [i], null)).toThrow('Conversion requires exactly one index and a target.');
    expect(() => convertResidue(rs, [i], { name3: 'TRP', type: 'caa' })).toThrow(/not a choice/);
  });
});
