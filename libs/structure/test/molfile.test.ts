import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MolfileError, readMolfile } from '../src/ligands/molfile.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../shared/fixtures/sdf/${name}`, import.meta.url), 'utf8');

describe('readMolfile', () => {
  it('reads V2000 and V3000 tyrosine to the same atoms', () => {
    const v2 = readMolfile(fixture('TYR.sdf'));
    const v3 = readMolfile(fixture('TYR.v3000.sdf'));
    expect(v2.atoms).toHaveLength(24);
    expect(v3.atoms).toEqual(v2.atoms);
    expect(v3.bonds).toEqual(v2.bonds);
    expect(v2.atoms[0]).toEqual({ element: 'N', x: 1.32, y: 0.952, z: 1.428 });
  });

  it('reads the first record of a multi-record SDF', () => {
    expect(readMolfile(fixture('cdk2.sdf')).atoms.length).toBeGreaterThan(0);
  });

  it('refuses text without atoms', () => {
    expect(() => readMolfile('nothing here')).toThrow(MolfileError);
  });
});
