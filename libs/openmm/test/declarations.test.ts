import { describe, expect, it } from 'vitest';
import { openmmDeclarations } from '../src/result.ts';

describe('units of the OpenMM steps (issue 26 item 1)', () => {
  it('declares the energy and its force-field terms in kcal/mol, the RMSD in Å, counts and packer energies as pure numbers', () => {
    const terms = {
      mm_bond: 1.5,
      mm_lennard_jones: -180.2,
      dssp_hbond: -59.1,
      dssp_hbond_count: 21,
      design_energy: 11.1,
      engine: 'openmm',
    };
    expect(
      openmmDeclarations([{ name: 'p', pdb: '', sequence: '', score: -1262.5, rms: 0.23, score_terms: terms }]),
    ).toEqual({
      score: { unit: 'kcal/mol' },
      rms: { unit: 'Å' },
      mm_bond: { unit: 'kcal/mol' },
      mm_lennard_jones: { unit: 'kcal/mol' },
      dssp_hbond: { unit: 'kcal/mol' },
      dssp_hbond_count: { unit: '' },
      design_energy: { unit: '' },
    });
  });
});
