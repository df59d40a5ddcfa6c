import { describe, expect, it } from 'vitest';
import { readFixture } from '@bench/fixtures';
import { thermoGrid } from '../src/trainedEngine.ts';

const ddg = (value: number) => Object.fromEntries([...'ACDEFGHIKLMNPQRSTVWY'].map((letter) => [letter, value]));

describe("the trained engine's reply in Bench's positions", () => {
  const pdb = readFixture('pdb', '4hhb.pdb');

  it('keys residues by their position along the structure, chains in file order, without the original letter', () => {
    const grid = thermoGrid(pdb, [
      { chain: 'A', resid: 1, icode: '', wt: 'V', ddg: ddg(0.5) },
      { chain: 'B', resid: 1, icode: '', wt: 'V', ddg: ddg(1.25) },
    ]);
    // 4HHB's chain A has 141 residues, so chain B's first is position 142
    expect(grid.originals).toEqual({ '1': 'V', '142': 'V' });
    expect(Object.keys(grid.values['142']!)).toHaveLength(19);
    expect(grid.values['142']).not.toHaveProperty('V');
    expect(grid.values['142']!.W).toBe(1.25);
  });

  it('leaves out what the structure does not hold as a protein residue', () => {
    const grid = thermoGrid(pdb, [
      { chain: 'A', resid: 999, icode: '', wt: 'K', ddg: ddg(1) },
      { chain: 'A', resid: 142, icode: '', wt: 'X', ddg: ddg(1) },
    ]);
    expect(grid).toEqual({ values: {}, originals: {} });
  });
});
