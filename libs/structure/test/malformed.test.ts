import { describe, expect, it } from 'vitest';
import { parseMmcif } from '../src/mmcifParser.ts';
import { parsePdb } from '../src/pdbParser.ts';
import { load } from './fixtures.ts';

const atom = (
  serial: number,
  name: string,
  res: string,
  chain: string,
  resid: number,
  x = '  1.000',
  rest = '  1.00 10.00           C  ',
) =>
  `ATOM  ${String(serial).padStart(5)} ${name.padEnd(4)} ${res.padStart(3)} ${chain}${String(resid).padStart(4)}    ${x.padStart(8)}   2.000   3.000${rest}`;

describe('malformed input gives line-numbered errors, never a crash', () => {
  it('malformed_occupancy: the line cut after the coordinates is reported, the other atoms kept', () => {
    const { structure } = load('pdb/malformed_occupancy.pdb');
    expect(structure.errors).toEqual([
      {
        line: 3,
        message: 'line 3: ATOM record truncated after the coordinates (54 characters; occupancy and B-factor need 66)',
      },
    ]);
    expect(structure.atoms.count).toBe(3);
    expect(Array.from(structure.atoms.occupancy.subarray(1, 3))).toEqual([1, 0]);
    expect(structure.atoms.x[0]).toBe(21.554);
  });

  it("malformed_header_only: 'No atoms found', header facts still read", () => {
    const { structure, analysis } = load('pdb/malformed_header_only.pdb');
    expect(structure.errors.map((e) => e.message)).toEqual(['No atoms found']);
    expect(structure.idCode).toBe('3EFG');
    expect(structure.title).toBe(
      'STRUCTURE OF SLYX PROTEIN FROM XANTHOMONAS CAMPESTRIS PV. CAMPESTRIS STR. ATCC 33913',
    );
    expect(analysis.residues).toEqual([]);
  });

  it("empty input: 'No atoms found' for PDB and mmCIF", () => {
    expect(parsePdb('').errors.map((e) => e.message)).toEqual(['No atoms found']);
    expect(parseMmcif('').errors.map((e) => e.message)).toEqual(['No atoms found']);
  });

  it('malformed_a_structure: each planted bug is reported with its line', () => {
    const { structure, analysis } = load('pdb/malformed_a_structure.pdb');
    const messages = structure.warnings.map((w) => w.message);
    expect(messages).toContain('line 22: duplicate atom N in ARG A 2 (first at line 21)');
    expect(messages).toContain('line 34: atom N of CYS A 3 is given both with and without an altLoc');
    expect(messages).toContain('line 44: residue A 4 changes name from GLY to SER; kept as a separate residue');
    expect(messages).toContain('line 904: duplicate atom O in HOH _ 67 (first at line 903)');
    expect(messages).toContain('line 20: atom record outside MODEL/ENDMDL; added to model 1');
    expect(messages.some((m) => /^line 10: element column blank/.test(m))).toBe(true);
    // Microheterogeneity (GLY or SER as altLocs of residue 10) stays one residue named by the kept conformer.
    const res10 = analysis.residues.filter((r) => r.original.pdbData.chain === 'A' && r.original.pdbData.resid === 10);
    expect(res10.map((r) => [r.original.pdbData.name3, r.original.pdbData.altLoc])).toEqual([['GLY', 'A']]);
    expect(new Set(structure.models[0]!.chains.map((c) => c.id))).toEqual(new Set(['A', 'B', 'C', '']));
    expect(analysis.residues.find((r) => r.original.pdbData.name3 === 'SEP')!.original.type).toBe('ncaa');
    expect(analysis.ligands.filter((l) => l.name === 'NAG')).toHaveLength(4);
  });

  it('a short ATOM line and a non-numeric coordinate are errors with their line; good lines survive', () => {
    const text = [
      'HEADER    TEST',
      atom(1, 'N', 'GLY', 'A', 1),
      'ATOM      2  CA  GLY A   1      11.0',
      atom(3, 'C', 'GLY', 'A', 1, 'abc'),
      atom(4, 'O', 'GLY', 'A', 1),
    ].join('\n');
    const s = parsePdb(text);
    expect(s.errors).toEqual([
      { line: 3, message: 'line 3: ATOM record too short (36 characters; coordinates need 54)' },
      { line: 4, message: "line 4: coordinate 'abc' is not a number" },
    ]);
    expect(s.atoms.name.slice(0, s.atoms.count)).toEqual(['N', 'O']);
  });

  it('bad occupancy and residue number are reported, not silently zeroed', () => {
    const s = parsePdb(
      [
        atom(1, 'N', 'GLY', 'A', 1, '1.000', '  x.xx 10.00           N  '),
        atom(2, 'CA', 'GLY', 'A', 1).replace('   1    ', '  1Q    '),
      ].join('\n'),
    );
    expect(s.errors.map((e) => e.message)).toEqual([
      "line 1: occupancy 'x.xx' is not a number",
      "line 2: residue number '1Q' is not a number",
    ]);
  });

  it('mmCIF: an unclosed quote and a short last loop row are reported with lines', () => {
    const cif = [
      'data_T',
      'loop_',
      '_atom_site.group_PDB',
      '_atom_site.id',
      '_atom_site.label_atom_id',
      '_atom_site.label_comp_id',
      '_atom_site.auth_asym_id',
      '_atom_site.auth_seq_id',
      '_atom_site.Cartn_x',
      '_atom_site.Cartn_y',
      '_atom_site.Cartn_z',
      "ATOM 1 'N GLY A 1 1.0 2.0 3.0",
      'ATOM 2 CA GLY A 1 1.5 2.0 3.0',
      'ATOM 3 C GLY A',
    ].join('\n');
    const s = parseMmcif(cif);
    // The open quote swallows the rest of line 12, so that row and the rest of the loop shift.
    expect(s.errors.map((e) => e.message)).toEqual([
      'line 12: quoted value is not closed on its line',
      "line 12: coordinate 'GLY' is not a number",
      'line 14: loop _atom_site has 9 columns but its last row has only 8 values',
      'No atoms found',
    ]);
    const fixed = parseMmcif(cif.replace("'N", 'N'));
    expect(fixed.errors.map((e) => e.message)).toEqual([
      'line 14: loop _atom_site has 9 columns but its last row has only 5 values',
    ]);
    expect(fixed.atoms.count).toBe(2);
  });
});
