import { describe, expect, it } from 'vitest';
import { analyzeStructure } from '../src/analysis.ts';
import { validateLoader } from '../src/loaderRules.ts';
import { poseReport } from '../src/chainEntities.ts';
import type { LoaderResidue } from '../src/loaderTypes.ts';
import type { ResidueType } from '../src/types.ts';
import { load } from './fixtures.ts';

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

describe('loader defaults and whitelist', () => {
  it('ligands, ions and waters start deleted; polymer residues start as themselves', () => {
    const { analysis } = load('pdb/4hhb.pdb');
    for (const r of analysis.residues) {
      const deleted = ['ligand', 'monoatomic', 'water'].includes(r.original.type);
      expect(r.chosen).toEqual(deleted ? null : r.choices[0]);
    }
  });

  it('types outside the whitelist get no choices, CURRENTLY_UNSUPPORTED, and the warning', () => {
    const { structure } = load('pdb/4tna.pdb');
    const analysis = analyzeStructure(structure, { allowedTypes: ['caa', 'ncaa', 'crna', 'ligand', 'water'] });
    expect(analysis.allowedTypes).toEqual(['caa', 'ncaa', 'crna', 'ligand', 'water']);
    const psu = analysis.residues.find((r) => r.original.pdbData.name3 === 'PSU')!;
    expect([psu.choices, psu.chosen, psu.messages]).toEqual([[], null, ['CURRENTLY_UNSUPPORTED']]);
    const { warnings } = validateLoader(analysis.residues);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^Currently unsupported types detected: 2MG \(ncrna\), H2U \(ncrna\), .*MG \(monoatomic\)$/,
    );
    expect(analysis.warnings).toContain(warnings[0]);
  });
});

describe('validateLoader texts (spec §5)', () => {
  it('no processable residues, no protein, all deleted', () => {
    const none = [{ ...residue('XYZ', 'ligand', 'A', 1, null), choices: [] }];
    expect(validateLoader(none).errors).toEqual([
      'No processable residues.',
      'At least one protein residue must be present to continue',
      'All residues deleted.',
    ]);
    expect(validateLoader([residue('DA', 'cdna')]).errors).toEqual([
      'At least one protein residue must be present to continue',
    ]);
    expect(validateLoader([residue('MSE', 'ncaa')]).errors).toEqual([]);
  });

  it('more than 9999 residues, more than 62 chains, more than 10 ligands', () => {
    const many = Array.from({ length: 10000 }, (_, i) => residue('ALA', 'caa', 'A', i + 1));
    expect(validateLoader(many).errors).toEqual([
      '10000 residues chosen. Choose fewer than 9999 residues to accept changes.',
    ]);
    expect(validateLoader(many.slice(0, 9999)).errors).toEqual([]);
    const chains = Array.from({ length: 63 }, (_, i) => residue('ALA', 'caa', `C${i}`));
    expect(validateLoader(chains).errors).toEqual([
      '63 chains present. Choose fewer than 63 unique chains to accept changes.',
    ]);
    expect(validateLoader(chains.slice(0, 62)).errors).toEqual([]);
    // Each ligand is its own chain, even with a blank chain id.
    const ligands = [
      residue('ALA', 'caa'),
      ...Array.from({ length: 11 }, (_, i) => residue('NAG', 'ligand', '', 100 + i)),
    ];
    expect(validateLoader(ligands).errors).toEqual(['No more than 10 ligands are allowed.']);
    expect(poseReport(ligands).chainCount).toBe(12);
    expect(validateLoader(ligands.slice(0, 11)).errors).toEqual([]);
  });

  it('pose report of 4hhb: 4 chains by default, 6 ligands as own chains once undeleted', () => {
    const { analysis } = load('pdb/4hhb.pdb');
    expect(poseReport(analysis.residues, 'p1')).toEqual({ poseId: 'p1', chainCount: 4, ligands: [] });
    const ligandIdx = analysis.residues.flatMap((r, i) => (r.original.type === 'ligand' ? [i] : []));
    const undeleted = analysis.residues.map((r, i) => (ligandIdx.includes(i) ? { ...r, chosen: r.choices[0]! } : r));
    const report = poseReport(undeleted);
    expect(report.chainCount).toBe(10);
    expect(report.ligands).toEqual([
      { id: 'A:142', name: 'HEM' },
      { id: 'B:147', name: 'PO4' },
      { id: 'B:148', name: 'HEM' },
      { id: 'C:142', name: 'HEM' },
      { id: 'D:147', name: 'PO4' },
      { id: 'D:148', name: 'HEM' },
    ]);
  });
});
