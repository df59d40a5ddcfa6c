import { describe, expect, it } from 'vitest';
import { sequenceOf } from '../src/analysis.ts';
import { countByType, load } from './fixtures.ts';

describe('mmCIF fixtures', () => {
  it('1ubq.cif has the same residues, types and coordinates as 1ubq.pdb', () => {
    const cif = load('cif/1ubq.cif');
    const pdb = load('pdb/1ubq.pdb');
    expect(cif.structure.errors).toEqual([]);
    expect(cif.structure.idCode).toBe('1UBQ');
    expect(cif.structure.title).toBe('STRUCTURE OF UBIQUITIN REFINED AT 1.8 ANGSTROMS RESOLUTION');
    expect(cif.structure.atoms.count).toBe(660);
    expect(cif.analysis.residues.map((r) => r.original)).toEqual(pdb.analysis.residues.map((r) => r.original));
    const a = cif.structure.atoms;
    const b = pdb.structure.atoms;
    for (let i = 0; i < a.count; i++) {
      expect([a.name[i], a.element[i], a.x[i], a.y[i], a.z[i], a.b[i]]).toEqual([
        b.name[i],
        b.element[i],
        b.x[i],
        b.y[i],
        b.z[i],
        b.b[i],
      ]);
    }
    expect(sequenceOf(cif.structure)).toBe(sequenceOf(pdb.structure));
    expect(cif.structure.seqres.get('A')).toHaveLength(76);
  });

  it('1a8o.cif: MSE stored as ATOM is still ncaa (from _pdbx_struct_mod_residue and the peptide links)', () => {
    const { structure, analysis } = load('cif/1a8o.cif');
    const first = structure.models[0]!.residues[0]!;
    expect([first.name3, first.resid, first.hetero]).toEqual(['MSE', 151, false]);
    const mse = analysis.residues.filter((r) => r.original.pdbData.name3 === 'MSE');
    expect(mse.map((r) => [r.original.pdbData.chain, r.original.pdbData.resid, r.original.type])).toEqual([
      ['A', 151, 'ncaa'],
      ['A', 185, 'ncaa'],
      ['A', 214, 'ncaa'],
      ['A', 215, 'ncaa'],
    ]);
    expect(countByType(analysis.residues)).toEqual(countByType(load('pdb/1a8o.pdb').analysis.residues));
    expect(structure.atoms.count).toBe(644);
  });

  it('1bna.cif: B-DNA dodecamer, chains A and B, primed atom names in double quotes', () => {
    const { structure, analysis } = load('cif/1bna.cif');
    expect(countByType(analysis.residues)).toEqual({ cdna: 24, water: 80 });
    expect(structure.atoms.count).toBe(566);
    expect(structure.atoms.name[0]).toBe("O5'");
    expect(sequenceOf(structure)).toBe('CGCGAATTCGCG/CGCGAATTCGCG');
    expect(analysis.chains.filter((c) => c.kind === 'polymer').map((c) => c.label)).toEqual(['A', 'B']);
  });

  it('1v5a: the truncated first model is an error naming its last line; model 2 is kept whole', () => {
    const { structure, analysis } = load('cif/1v5a-2models-1st-trunc.cif');
    expect(structure.models.map((m) => m.number)).toEqual([1, 2]);
    expect(structure.errors).toEqual([
      {
        line: 572,
        message: 'line 572: model 1 has 139 atoms but model 2 has 387; model 1 looks truncated after ALA A 10',
      },
    ]);
    expect(analysis.residues).toHaveLength(10);
    expect(analysis.errors).toHaveLength(1);
  });
});
