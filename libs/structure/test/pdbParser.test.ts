import { describe, expect, it } from 'vitest';
import { inferElement } from '../src/elements.ts';
import { parsePdb } from '../src/pdbParser.ts';
import { toInteger } from '../src/numbers.ts';

describe('parsePdb details', () => {
  it('infers elements from the name alignment when the element column is blank', () => {
    expect(inferElement(' CA ', 'ALA')).toBe('C');
    expect(inferElement('CA  ', 'CA')).toBe('CA');
    expect(inferElement('1HB ', 'ALA')).toBe('H');
    expect(inferElement('HD21', 'ASN')).toBe('H');
    expect(inferElement('HG  ', 'HG')).toBe('HG');
    expect(inferElement('FE  ', 'HEM')).toBe('FE');
    expect(inferElement('SE  ', 'MSE')).toBe('SE');
    expect(inferElement('NH1 ', 'ARG')).toBe('N');
  });

  it('decodes hybrid-36 serials and residue numbers', () => {
    expect(toInteger('99999', 5)).toBe(99999);
    expect(toInteger('A0000', 5)).toBe(100000);
    expect(toInteger('A000', 4)).toBe(10000);
    expect(toInteger('a000', 4)).toBe(1223056);
    expect(toInteger('12x', 4)).toBeNaN();
  });

  it('reads a HETATM ion with a blank chain and no element column as its own residue', () => {
    const line = 'HETATM  100 ZN    ZN   301      10.000  11.000  12.000  1.00 20.00';
    const s = parsePdb(`${line}\n`);
    expect(s.errors).toEqual([]);
    const r = s.models[0]!.residues[0]!;
    expect([r.chain, r.resid, r.name3, r.hetero]).toEqual(['', 301, 'ZN', true]);
    expect(s.atoms.element[0]).toBe('ZN');
    expect(s.warnings.map((w) => w.message)).toEqual([
      'line 1: element column blank or invalid on 1 atom record(s); elements inferred from atom names',
    ]);
  });

  it('handles CRLF line ends, ignores CONECT and stops at END', () => {
    const atom = 'ATOM      1  N   GLY A   1      11.104   6.134  -6.504  1.00  0.00           N  ';
    const s = parsePdb(`${atom}\r\nCONECT    1    2\r\nEND\r\n${atom.replace('GLY', 'ALA')}\r\n`);
    expect(s.errors).toEqual([]);
    expect(s.atoms.count).toBe(1);
    expect(s.atoms.x[0]).toBe(11.104);
  });

  it('keeps numbered MODEL blocks and honours maxModels', () => {
    const atom = (x: string) => `ATOM      1  N   GLY A   1      ${x}   6.134  -6.504  1.00  0.00           N  `;
    const text = ['MODEL        1', atom(' 1.000'), 'ENDMDL', 'MODEL        2', atom(' 2.000'), 'ENDMDL'].join('\n');
    const all = parsePdb(text);
    expect(all.errors).toEqual([]);
    expect(all.models.map((m) => m.number)).toEqual([1, 2]);
    const one = parsePdb(text, { maxModels: 1 });
    expect([one.models.length, one.atoms.count]).toEqual([1, 1]);
  });
});
