import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePdb } from '@bench/structure';
import {
  carbonColour,
  clampHeight,
  DEFAULT_WHEEL,
  PRESET_COLOURS,
  readStyles,
  toggleWheelColour,
} from '../src/model.ts';
import { viewerResidues, type MolAtom } from '../src/residues.ts';
import { atomsForMode, atomsForResidue, differingPositions, invertAtoms, toggleAtoms } from '../src/selection.ts';
import { superpose } from '../src/superpose.ts';
import { fixturePath } from '@bench/fixtures';

const fixtures = fixturePath('pdb');
const read = (name: string) => readFileSync(join(fixtures, name), 'utf8');

/** The atoms 3Dmol would hand the viewer, from the sdk parser (first model, file order). */
function atomsOf(pdb: string): MolAtom[] {
  const s = parsePdb(pdb, { maxModels: 1 });
  return s.models[0].residues.flatMap((r) =>
    Array.from({ length: r.atomEnd - r.atomStart }, (_, k) => {
      const i = r.atomStart + k;
      return {
        index: i,
        chain: r.chain,
        resi: r.resid,
        icode: r.icode,
        resn: r.name3,
        atom: s.atoms.name[i],
        elem: s.atoms.element[i],
        x: s.atoms.x[i],
        y: s.atoms.y[i],
        z: s.atoms.z[i],
      };
    }),
  );
}

describe('viewer settings', () => {
  it('three rows of eight presets; the default wheel has six colours and never goes empty', () => {
    expect(PRESET_COLOURS).toHaveLength(24);
    expect(DEFAULT_WHEEL).toHaveLength(6);
    expect(toggleWheelColour(['#111111'], '#111111')).toEqual({
      wheel: ['#111111'],
      error: 'A colour wheel must have at least one colour.',
    });
    expect(toggleWheelColour(['#111111'], '#222222').wheel).toEqual(['#111111', '#222222']);
    expect(carbonColour(7, DEFAULT_WHEEL)).toBe(DEFAULT_WHEEL[1]);
    expect(carbonColour(7, DEFAULT_WHEEL, '#abcdef')).toBe('#abcdef');
  });
  it('reads saved styles defensively and keeps the sequence viewer height non-negative', () => {
    expect(readStyles({ representation: 'Sticks', wheel: [], hidden: 'x' })).toMatchObject({
      representation: 'Sticks',
      colourScheme: 'Polarity',
      wheel: DEFAULT_WHEEL,
      hidden: [],
    });
    expect(readStyles('junk').representation).toBe('Cartoon');
    expect(clampHeight(-40)).toBe(0);
    expect(clampHeight(NaN)).toBeGreaterThan(0);
  });
});

describe('residues and selection on 4HHB', () => {
  const pdb = read('4hhb.pdb');
  const atoms = atomsOf(pdb);
  const residues = viewerResidues(pdb, atoms);

  it('lists the 574 polymer residues with chain starts and their atoms', () => {
    expect(residues).toHaveLength(574);
    expect(residues.filter((r) => r.chainStart).map((r) => r.chainStart)).toEqual(['A', 'B', 'C', 'D']);
    expect(
      residues
        .slice(0, 5)
        .map((r) => r.letter)
        .join(''),
    ).toBe('VLSPA');
    expect(residues[0].atoms.length).toBeGreaterThan(0);
  });

  it('a click addresses the atom, its residue, its chain or the whole structure', () => {
    const ca = atoms.find((a) => a.chain === 'B' && a.resi === 10 && a.atom === 'CA')!;
    expect(atomsForMode(atoms, ca, 'Atom')).toEqual([ca.index]);
    expect(atomsForMode(atoms, ca, 'Residue').length).toBeGreaterThan(4);
    expect(new Set(atomsForMode(atoms, ca, 'Chain').map((i) => atoms[i].chain))).toEqual(new Set(['B']));
    expect(atomsForMode(atoms, ca, 'Structure')).toHaveLength(atoms.length);
    expect(atomsForResidue(residues, 0, 'Chain')).toEqual(
      residues.filter((r) => r.chain === 'A').flatMap((r) => r.atoms),
    );
  });

  it('toggling a group twice clears it; invert takes the rest', () => {
    const group = residues[3].atoms;
    const once = toggleAtoms(new Set(), group);
    expect(once.size).toBe(group.length);
    expect(toggleAtoms(once, group).size).toBe(0);
    expect(invertAtoms(once, atoms.length).size).toBe(atoms.length - group.length);
  });

  it('sequence differences: alpha chain A against beta chain B', () => {
    const a = residues.filter((r) => r.chain === 'A');
    const b = residues.filter((r) => r.chain === 'B');
    const diff = differingPositions(a, b);
    expect(diff.length).toBeGreaterThan(80);
    expect(differingPositions(a, a)).toEqual([]);
  });

  it('superposes backbone of chain C onto chain A with the rules checked first', () => {
    const chain = (id: string) =>
      new Set(atoms.filter((x) => x.chain === id && !['HOH', 'HEM', 'PO4'].includes(x.resn)).map((x) => x.index));
    const one = { id: 'a', name: 'first', atoms, selected: chain('A') };
    expect(superpose([one], true)).toEqual({ issue: 'Select atoms in at least 2 structures to superpose them.' });
    const result = superpose([one, { id: 'b', name: 'second', atoms, selected: chain('C') }], true);
    if ('issue' in result) throw new Error(result.issue);
    expect(result.fits[0].atomCount).toBe(564);
    expect(result.fits[0].rmsd).toBeLessThan(0.5);
  });
});
