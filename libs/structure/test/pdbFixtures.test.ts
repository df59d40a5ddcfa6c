import { describe, expect, it } from 'vitest';
import { sequenceOf } from '../src/analysis.ts';
import { countByType, label, load, namesOfType, tally } from './fixtures.ts';

describe('PDB fixtures (facts from fixtures/SOURCES.md)', () => {
  it('1crn: one chain A, 46 canonical residues, 327 atoms, no HETATM', () => {
    const { structure, analysis } = load('pdb/1crn.pdb');
    expect(structure.errors).toEqual([]);
    expect(structure.idCode).toBe('1CRN');
    expect(structure.atoms.count).toBe(327);
    expect(countByType(analysis.residues)).toEqual({ caa: 46 });
    expect(structure.models[0]!.chains.map((c) => c.id)).toEqual(['A']);
    expect(structure.seqres.get('A')).toHaveLength(46);
    expect(sequenceOf(structure)).toBe('TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN');
  });

  it('1ubq: 76 residues, 602 protein atoms + 58 waters, no ligands', () => {
    const { structure, analysis } = load('pdb/1ubq.pdb');
    expect(countByType(analysis.residues)).toEqual({ caa: 76, water: 58 });
    expect(structure.atoms.count).toBe(660);
    expect(analysis.ligands).toEqual([]);
    expect(sequenceOf(structure)).toBe('MQIFVKTLTGKTITLEVEPSDTIENVKAKIQDKEGIPPDQQRLIFAGKQLEDGRTLSDYNIQKESTLHLVLRLRGG');
  });

  it('4hhb: 4 chains, 574 residues, 4 HEM + 2 PO4 ligands (PO4 modelled as P only), 221 waters', () => {
    const { structure, analysis } = load('pdb/4hhb.pdb');
    const counts = countByType(analysis.residues);
    expect(counts).toEqual({ caa: 574, ligand: 6, water: 221 });
    expect(analysis.chains.filter((c) => c.kind === 'polymer').map((c) => c.label)).toEqual(['A', 'B', 'C', 'D']);
    expect(tally(analysis.ligands.map((l) => l.name))).toEqual({ HEM: 4, PO4: 2 });
    expect(analysis.ligands.map((l) => l.id)).toContain('A:142');
    expect(sequenceOf(structure).split('/')).toHaveLength(4);
    // The HEM iron comes with an element column; it must not turn HEM into an ion.
    expect(namesOfType(analysis.residues, 'monoatomic')).toEqual([]);
  });

  it('2fvd: chain A, 284 residues, one LIA ligand, 179 waters', () => {
    const { analysis } = load('pdb/2fvd.pdb');
    expect(countByType(analysis.residues)).toEqual({ caa: 284, ligand: 1, water: 179 });
    expect(analysis.ligands.map((l) => [l.name, l.id])).toEqual([['LIA', 'A:299']]);
  });

  it('1a0q: chains L and H, HEP ligand, 3 ZN ions, 92 waters, Kabat insertion codes kept', () => {
    const { analysis } = load('pdb/1a0q.pdb');
    expect(countByType(analysis.residues)).toEqual({ caa: 416, ligand: 1, monoatomic: 3, water: 92 });
    expect(analysis.chains.filter((c) => c.kind === 'polymer').map((c) => c.label)).toEqual(['L', 'H']);
    expect(namesOfType(analysis.residues, 'monoatomic')).toEqual(['ZN', 'ZN', 'ZN']);
    expect(analysis.ligands.map((l) => l.name)).toEqual(['HEP']);
    const inserted = analysis.residues.filter((r) => r.original.pdbData.icode !== '').map(label);
    expect(inserted).toEqual(['H52A', 'H82A', 'H82B', 'H82C', 'H100B']);
    const h = analysis.residues.filter((r) => r.original.pdbData.chain === 'H' && r.original.type === 'caa').map(label);
    expect(h.slice(h.indexOf('H82'), h.indexOf('H83') + 1)).toEqual(['H82', 'H82A', 'H82B', 'H82C', 'H83']);
  });

  it('7ddo: chains A and C, ZN ion, 4 NAG glycans as separate ligands, altLocs, no waters', () => {
    const { analysis } = load('pdb/7ddo.pdb');
    const counts = countByType(analysis.residues);
    expect(counts.water).toBeUndefined();
    expect(namesOfType(analysis.residues, 'monoatomic')).toEqual(['ZN']);
    expect(analysis.ligands.map((l) => l.name)).toEqual(['NAG', 'NAG', 'NAG', 'NAG']);
    expect(new Set(analysis.ligands.map((l) => l.id)).size).toBe(4);
    expect(analysis.chains.filter((c) => c.kind === 'polymer').map((c) => c.label)).toEqual(['A', 'C']);
    expect(analysis.residues.some((r) => r.messages.includes('SECONDARY_ALTLOC'))).toBe(true);
  });

  it('1tgh: protein chain A and two 12-nt DNA chains B, C; 54 water atoms in 18 waters', () => {
    const { structure, analysis } = load('pdb/1tgh.pdb');
    expect(countByType(analysis.residues)).toEqual({ cdna: 24, caa: 180, water: 18 });
    expect(tally(namesOfType(analysis.residues, 'cdna'))).toEqual({ DA: 8, DC: 4, DG: 4, DT: 8 });
    const [b, c] = sequenceOf(structure).split('/');
    expect(b).toBe('CGTATATATACG');
    expect(c).toBe('CGTATATATACG');
  });

  it('4tna: tRNA of 76 nt, modified nucleotides are ncrna with their parent as a choice, 4 MG ions', () => {
    const { structure, analysis } = load('pdb/4tna.pdb');
    expect(countByType(analysis.residues)).toEqual({ crna: 62, ncrna: 14, monoatomic: 4 });
    expect(new Set(namesOfType(analysis.residues, 'ncrna'))).toEqual(
      new Set(['2MG', 'H2U', 'M2G', 'OMC', 'OMG', 'YG', 'PSU', '5MC', '7MG', '5MU', '1MA']),
    );
    expect(namesOfType(analysis.residues, 'monoatomic')).toEqual(['MG', 'MG', 'MG', 'MG']);
    const psu = analysis.residues.find((r) => r.original.pdbData.name3 === 'PSU')!;
    expect(psu.choices).toEqual([
      { name3: 'PSU', type: 'ncrna' },
      { name3: 'U', type: 'crna' },
    ]);
    expect(sequenceOf(structure)).toHaveLength(76);
  });

  it('1orc: GLN 27 altLocs A/B keep A with SECONDARY_ALTLOC; inserted 56A-56E kept in order', () => {
    const { analysis } = load('pdb/1orc.pdb');
    expect(countByType(analysis.residues).caa).toBe(64);
    const gln = analysis.residues.find((r) => r.original.pdbData.resid === 27)!;
    expect(gln.original.pdbData).toEqual({ chain: 'A', resid: 27, icode: '', name3: 'GLN', altLoc: 'A' });
    expect(gln.messages).toContain('SECONDARY_ALTLOC');
    const protein = analysis.residues.filter((r) => r.original.type === 'caa').map(label);
    expect(protein.slice(protein.indexOf('A55'), protein.indexOf('A57') + 1)).toEqual([
      'A55',
      'A56',
      'A56A',
      'A56B',
      'A56C',
      'A56D',
      'A56E',
      'A57',
    ]);
    const without = analysis.residues.filter((r) => r.original.type === 'caa' && r.original.pdbData.resid !== 27);
    expect(without.every((r) => !r.messages.includes('SECONDARY_ALTLOC'))).toBe(true);
  });

  it('1a8o: the 4 MSE (HETATM, MODRES) are ncaa in chain A with MET as second choice', () => {
    const { structure, analysis } = load('pdb/1a8o.pdb');
    const mse = analysis.residues.filter((r) => r.original.pdbData.name3 === 'MSE');
    expect(mse.map((r) => r.original.pdbData.resid)).toEqual([151, 185, 214, 215]);
    for (const r of mse) {
      expect(r.original.type).toBe('ncaa');
      expect(r.original.pdbData.chain).toBe('A');
      expect(r.choices).toEqual([
        { name3: 'MSE', type: 'ncaa' },
        { name3: 'MET', type: 'caa' },
      ]);
      expect(r.chosen).toEqual(r.choices[0]);
    }
    expect(structure.modres).toHaveLength(4);
    expect(countByType(analysis.residues)).toEqual({ ncaa: 4, caa: 66, water: 88 });
    expect(sequenceOf(structure).startsWith('MDIRQGPKEPF')).toBe(true);
  });

  it('1bhl: the 2 CAS inside the chain are ncaa with parent CYS', () => {
    const { analysis } = load('pdb/1bhl.pdb');
    const cas = analysis.residues.filter((r) => r.original.pdbData.name3 === 'CAS');
    expect(cas.map((r) => [r.original.pdbData.resid, r.original.type, r.choices[1]?.name3])).toEqual([
      [65, 'ncaa', 'CYS'],
      [130, 'ncaa', 'CYS'],
    ]);
    expect(countByType(analysis.residues)).toEqual({ caa: 133, ncaa: 2, water: 53 });
  });

  it('4jsv: 22,194 atoms, chains A-D, 2 ADP + 2 MGF ligands, 4 MG ions, no waters', () => {
    const { structure, analysis } = load('pdb/4jsv.pdb');
    expect(structure.atoms.count).toBe(22194);
    expect(structure.errors).toEqual([]);
    expect(new Set(analysis.chains.filter((c) => c.kind === 'polymer').map((c) => c.label))).toEqual(
      new Set(['A', 'B', 'C', 'D']),
    );
    expect(tally(analysis.ligands.map((l) => l.name))).toEqual({ ADP: 2, MGF: 2 });
    expect(namesOfType(analysis.residues, 'monoatomic')).toEqual(['MG', 'MG', 'MG', 'MG']);
    expect(countByType(analysis.residues).water).toBeUndefined();
  });

  it('1l2y: all 38 NMR models kept, analysis uses model 1 (20 residues, 304 atoms each)', () => {
    const { structure, analysis } = load('pdb/1l2y.pdb');
    expect(structure.models).toHaveLength(38);
    expect(structure.models.map((m) => m.number)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    expect(structure.atoms.count).toBe(11552);
    const m1 = structure.models[0]!;
    expect(m1.residues[m1.residues.length - 1]!.atomEnd - m1.residues[0]!.atomStart).toBe(304);
    expect(analysis.residues).toHaveLength(20);
    expect(sequenceOf(structure)).toBe('NLYIQWLKDGGPSSGRPPPS');
    expect(structure.errors).toEqual([]);
  });
});
