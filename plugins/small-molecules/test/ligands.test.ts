import { describe, expect, it } from 'vitest';
import { readMolfile } from '@bench/structure';
import { hillFormula, molTableToPdb } from '../server/molblock.ts';
import { ligandName } from '../server/prepare.ts';
import { splitSdf } from '../server/sdf.ts';
import { readFixture } from '@bench/fixtures';

const fixture = (name: string) => readFixture('sdf', name);

describe('SDF records', () => {
  it('splits a multi-record file and reads each data item', () => {
    const records = splitSdf(fixture('ligs3d.sdf'));
    expect(records).toHaveLength(10);
    expect(records[0].text.endsWith('$$$$\n')).toBe(true);
    expect(Object.keys(records[0].fields).length).toBeGreaterThan(0);
  });

  it('reads CRLF files and keeps a complete last record that lacks $$$$', () => {
    const records = splitSdf(fixture('malformed_earlyEOF.sdf'));
    expect(records.map((r) => r.fields.ID)).toEqual(['Lig1', 'Lig2', 'Lig3', 'Lig4', 'Lig5', 'Lig6']);
    expect(records[5].molblock.includes('\r')).toBe(false);
  });

  it('names a molecule by its title line, else its id item, else its first item', () => {
    const [record] = splitSdf(fixture('TYR.sdf'));
    expect(ligandName(record, 'TYR.sdf')).toBe('TYR - Ideal conformer');
    expect(ligandName({ ...record, title: '', fields: { id: 'Z1', x: 'y' } }, 'f.sdf')).toBe('Z1');
    expect(ligandName({ ...record, title: '', fields: { other: 'first\nsecond' } }, 'f.sdf')).toBe('first');
    expect(ligandName({ ...record, title: '', fields: {} }, 'f.sdf')).toBe('f 1');
  });
});

describe('molfile tables', () => {
  it('writes the Hill formula: C, H, then alphabetical; alphabetical without carbon', () => {
    expect(hillFormula(['O', 'C', 'H', 'N', 'H', 'C', 'Br'])).toBe('C2H2BrNO');
    expect(hillFormula(['O', 'H', 'H', 'Ca'])).toBe('CaH2O');
  });

  it('turns atoms and bonds into HETATM and CONECT records', () => {
    const table = readMolfile(splitSdf(fixture('TYR.sdf'))[0].molblock);
    expect(table.atoms).toHaveLength(24);
    expect(table.bonds).toHaveLength(24);
    const pdb = molTableToPdb(table, 'TYR').split('\n');
    expect(pdb.filter((l) => l.startsWith('HETATM'))).toHaveLength(24);
    expect(pdb.find((l) => l.startsWith('CONECT    1'))).toBe('CONECT    1    2   14   15');
  });
});
