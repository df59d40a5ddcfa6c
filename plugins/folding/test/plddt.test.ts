import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plddtFromModel } from '../src/scoring/plddt.ts';

const cif = readFileSync(new URL('./data/fold_aurka_0_tpx2_0_model_0.cif', import.meta.url), 'utf8');
const full = JSON.parse(
  gunzipSync(readFileSync(new URL('./data/fold_aurka_0_tpx2_0_full_data_0.json.gz', import.meta.url))).toString(),
) as { atom_plddts: number[] };
const crambin = readFileSync(new URL('../../../../shared/fixtures/pdb/1crn.pdb', import.meta.url), 'utf8');

describe('pLDDT from model B-factors', () => {
  it('reads each residue at its Cα in an AlphaFold3 model, leaving out the ATP and Mg ligands', () => {
    const report = plddtFromModel(cif, 'fold_aurka_0_tpx2_0_model_0.cif');
    expect(report.residues).toHaveLength(319); // AURKA (chain A, one phosphothreonine) and TPX2 (chain B)
    expect(Object.keys(report.byChain)).toEqual(['A', 'B']);
    // the B_iso_or_equiv column of the Cα rows, and AlphaFold3's own per-atom list in full_data
    // (which carries one more decimal than the file)
    const caRows = cif
      .split('\n')
      .filter((l) => /^(ATOM|HETATM)\s+\d+\s+C\s+CA\s/.test(l))
      .map((l) => l.split(/\s+/));
    expect(report.residues.map((r) => r.value)).toEqual(caRows.map((f) => Number(f[14])));
    const published = caRows.map((f) => full.atom_plddts[Number(f[1]) - 1]!);
    expect(report.mean).toBeCloseTo(published.reduce((a, b) => a + b, 0) / published.length, 1);
    console.log(
      `AURKA–TPX2 AlphaFold3 model: mean pLDDT ${report.mean.toFixed(1)}, A ${report.byChain.A!.toFixed(1)}, B ${report.byChain.B!.toFixed(1)}`,
    );
  });

  it('reports a file written on the 0–1 scale on the 0–100 scale', () => {
    // crambin's B-factors rewritten as fractions (columns 61–66), the way ESMFold writes pLDDT
    const scaled = crambin
      .split('\n')
      .map((l) =>
        l.startsWith('ATOM')
          ? `${l.slice(0, 60)}${(Number(l.slice(60, 66)) / 100).toFixed(2).padStart(6)}${l.slice(66)}`
          : l,
      )
      .join('\n');
    const original = plddtFromModel(crambin);
    expect(original.residues).toHaveLength(46);
    expect(plddtFromModel(scaled).mean).toBeCloseTo(original.mean, 0);
  });

  it('says so when a file has nothing to read', () => {
    const header = readFileSync(
      new URL('../../../../shared/fixtures/pdb/malformed_header_only.pdb', import.meta.url),
      'utf8',
    );
    expect(() => plddtFromModel(header, 'header.pdb')).toThrow('header.pdb has no atoms to read pLDDT from.');
  });
});
