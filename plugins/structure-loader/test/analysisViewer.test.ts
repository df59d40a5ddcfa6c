import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeStructure, parseStructure } from '@bench/structure';
import { TYPE_COLOURS, atomResidueKey, hoverColour, residueColour, residueIndexByKey } from '../src/analysisColours.ts';
import { initialState, reduce } from '../src/model.ts';
import { fixturePath } from '@bench/fixtures';

const FIXTURES = fixturePath();
const a0q = analyzeStructure(parseStructure(readFileSync(join(FIXTURES, 'pdb/1a0q.pdb'), 'utf8')));
const first = (type: string) => a0q.residues.find((r) => r.original.type === type)!;

describe('analysis viewer colours (spec 2 §9)', () => {
  it('protein green, ligand grey, deleted black, selection near white, whatever the type', () => {
    expect(residueColour(first('caa'), false)).toBe(TYPE_COLOURS.protein);
    const ligand = first('ligand');
    expect(residueColour({ ...ligand, chosen: ligand.choices[0]! }, false)).toBe(TYPE_COLOURS.other);
    expect(residueColour(first('water'), false)).toBe(TYPE_COLOURS.deleted); // waters start deleted
    expect(residueColour(first('water'), true)).toBe(TYPE_COLOURS.selected);
  });

  it('hover lightens by 50 per channel, capped at 255', () => {
    expect(hoverColour('#000000')).toBe('#323232');
    expect(hoverColour('#f0f0f0')).toBe('#ffffff');
  });

  it('ties every residue of the file to its atoms by chain, number and insertion code', () => {
    const byKey = residueIndexByKey(a0q.residues);
    const r = a0q.residues[10]!.original.pdbData;
    expect(byKey.get(atomResidueKey(r.chain, r.resid, r.icode))).toBe(10);
    expect(byKey.size).toBe(
      new Set(
        a0q.residues.map((x) =>
          atomResidueKey(x.original.pdbData.chain, x.original.pdbData.resid, x.original.pdbData.icode),
        ),
      ).size,
    );
  });
});

describe('context menu target', () => {
  it('a right-click on an unselected residue makes it the selection; on a selected one keeps the selection', () => {
    const start = reduce(reduce(initialState(a0q), { type: 'click', index: 3, shift: false }), {
      type: 'click',
      index: 5,
      shift: false,
    });
    expect(reduce(start, { type: 'pick', index: 5 }).selected).toEqual([3, 5]);
    expect(reduce(start, { type: 'pick', index: 8 }).selected).toEqual([8]);
  });
});
