import { describe, expect, it } from 'vitest';
import { readFixture } from '@bench/fixtures';
import { readMolfile } from '@bench/structure';
import { heavyAtoms } from '../src/heavyAtoms.ts';

describe('heavyAtoms', () => {
  it('keeps the 13 heavy atoms of tyrosine, dropping hydrogens', () => {
    expect(heavyAtoms(readMolfile(readFixture('sdf', 'TYR.sdf')).atoms)).toHaveLength(13);
  });

  it('drops deuterium too, in either case', () => {
    const atoms = ['C', 'H', 'D', 'h', 'd', 'N'].map((element) => ({ element, x: 0, y: 0, z: 0 }));
    expect(heavyAtoms(atoms).map((a) => a.element)).toEqual(['C', 'N']);
  });
});
