import { describe, expect, it } from 'vitest';
import { heatOf } from '@bench/family-mutation-scan';
import { testValidationContext } from '@bench/testing';
import {
  canSaveAndRun,
  canToggle,
  ddgCost,
  DDG_HEAT,
  ddgModel,
  enabledMutations,
  formatDdg,
  inUnit,
  isReadOnly,
  keepPendingWithin,
  selectorPositions,
  toggleCell,
  unitLabel,
  type DdgGrid,
  type DdgInput,
} from '../src/model.ts';

const input = (results: DdgGrid, selector = 'all'): DdgInput => ({
  task: 'ddg',
  pose_ids: ['p'],
  collection_id: null,
  selector,
  results,
});

describe('DDG grid rules (spec 2 §4)', () => {
  it.each([
    ['empty toggles to +', '', 'A', 'T', true],
    ['+ toggles back', '+', 'A', 'T', true],
    ['the original residue does not toggle', '', 'T', 'T', false],
    ['a cell holding a score does not toggle', 1.25, 'A', 'T', false],
    ['a score of 0 does not toggle either', 0, 'A', 'T', false],
  ] as const)('%s', (_what, cell, letter, original, expected) => {
    expect(canToggle(cell, letter, original)).toBe(expected);
  });

  it("toggles '+' ↔ empty and leaves originals and scores alone", () => {
    const grid: DdgGrid = { '3': { G: 2.5 } };
    const on = toggleCell(grid, 3, 'A', 'T');
    expect(on['3']).toEqual({ G: 2.5, A: '+' });
    expect(toggleCell(on, 3, 'A', 'T')['3']).toEqual({ G: 2.5, A: '' });
    expect(toggleCell(grid, 3, 'T', 'T')).toBe(grid);
    expect(toggleCell(grid, 3, 'G', 'T')).toBe(grid);
  });

  it('lists enabled mutations by position, then letter in alphabetical code order', () => {
    expect(enabledMutations({ '10': { W: '+', A: '+' }, '2': { G: '+', C: 1 }, '5': { D: '' } })).toEqual([
      { position: 2, letter: 'G' },
      { position: 10, letter: 'A' },
      { position: 10, letter: 'W' },
    ]);
  });

  it.each([
    ['one mutation, not clicked, editable', { '1': { A: '+' } }, false, false, true],
    ['no mutation enabled', { '1': { A: 2 } }, false, false, false],
    ['already clicked', { '1': { A: '+' } }, true, false, false],
    ['read-only', { '1': { A: '+' } }, false, true, false],
  ] as const)('Save and run: %s', (_what, grid, clicked, readOnly, expected) => {
    expect(canSaveAndRun(grid as DdgGrid, clicked, readOnly)).toBe(expected);
  });

  it('makes version 1 results and running results read-only', () => {
    expect(isReadOnly({ ddgVersion: 1, state: 2 })).toBe(true);
    expect(isReadOnly({ ddgVersion: 2, state: 1 })).toBe(true);
    expect(isReadOnly({ ddgVersion: 2, state: 0 })).toBe(false);
  });

  it("drops pending '+' cells outside a newly chosen selector but keeps every score", () => {
    expect(keepPendingWithin({ '1': { A: '+', C: 1.5 }, '2': { A: '+' }, '3': { D: '' } }, new Set([2]))).toEqual({
      '1': { C: 1.5 },
      '2': { A: '+' },
    });
  });

  it("covers the whole structure with '(all)' and clips a selector to it", () => {
    expect(selectorPositions('all', {}, 4)).toEqual([1, 2, 3, 4]);
    expect(selectorPositions('s', { s: [2, 9, 3] }, 4)).toEqual([2, 3]);
  });
});

describe('DDG scores and heat map (spec 2 §9)', () => {
  it.each([
    [0.99, null],
    [-0.99, null],
    [1, { sign: 'positive', opacity: 0.05 }],
    [10, { sign: 'positive', opacity: 0.5 }],
    [25, { sign: 'positive', opacity: 1 }],
    [-1.5, { sign: 'negative', opacity: 0.5 }],
    [-4, { sign: 'negative', opacity: 1 }],
  ])('score %s → %j', (score, expected) => {
    expect(heatOf(score, DDG_HEAT)).toEqual(expected);
  });

  it('shows 2 decimals, converts REU at 0.57 and names the units', () => {
    expect(formatDdg(1.005)).toBe('1.00');
    expect(formatDdg(-2)).toBe('-2.00');
    expect(inUnit(1, 'reu', 'kcal')).toBeCloseTo(0.57);
    expect(inUnit(0.57, 'kcal', 'reu')).toBeCloseTo(1);
    expect(inUnit(3, 'kcal', 'kcal')).toBe(3);
    expect([unitLabel('kcal'), unitLabel('reu')]).toEqual(['kcal / mol', 'REU']);
  });
});

describe('DDG run rules (spec 3 §5, §9)', () => {
  it('prices 0.2 per mutation plus 10 per structure', () => {
    const context = { structureCount: 1, atomCounts: [327], selectors: {} };
    expect(ddgCost.price(input({ '1': { A: '+', C: '+' }, '2': { D: '+', E: 1 } }), context)).toBe(10.6);
    expect(ddgCost.price(input({}), context)).toBe(10);
    expect(ddgCost.catalogue.map((row) => row.unit)).toEqual(['mutation', 'structure (base)']);
  });

  it('needs exactly one structure without ligands or nucleic acids', () => {
    const structure = { id: 'p', hasLigands: false, hasNucleicAcids: false };
    expect(ddgModel.availability({ structures: [structure] })).toEqual({ enabled: true });
    const hint = 'Select 1 structure without ligands or nucleic acids to run DDG';
    expect(ddgModel.availability({ structures: [] })).toEqual({ enabled: false, hint });
    expect(ddgModel.availability({ structures: [structure, { ...structure, id: 'q' }] })).toEqual({
      enabled: false,
      hint,
    });
    expect(ddgModel.availability({ structures: [{ ...structure, hasLigands: true }] })).toEqual({
      enabled: false,
      hint,
    });
    expect(ddgModel.availability({ structures: [{ ...structure, hasNucleicAcids: true }] })).toEqual({
      enabled: false,
      hint,
    });
  });

  it('refuses a selector whose first position is past the structure, and a grid with nothing enabled', () => {
    const context = testValidationContext({ sequences: ['ACDEF'], selectors: { far: [6, 7], near: [5, 9] } });
    expect(ddgModel.validate!(input({ '1': { C: '+' } }, 'far'), context).map((i) => i.message)).toEqual([
      'Please choose a selector that overlaps with your structure.',
    ]);
    expect(ddgModel.validate!(input({ '1': { C: '+' } }, 'near'), context)).toEqual([]);
    expect(ddgModel.validate!(input({}, 'all'), context).map((i) => i.message)).toEqual([
      'Enable at least one mutation to run DDG.',
    ]);
  });
});
