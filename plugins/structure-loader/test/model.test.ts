import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeStructure, parseStructure, type Analysis } from '@bench/structure';
import {
  changesLabel,
  counts,
  initialState,
  reduce,
  residuesLabel,
  selectedLabel,
  visibleIndices,
  type EditorAction,
  type EditorState,
} from '../src/model.ts';
import { fixturePath } from '@bench/fixtures';

const FIXTURES = fixturePath();
const analysisOf = (file: string): Analysis =>
  analyzeStructure(parseStructure(readFileSync(join(FIXTURES, file), 'utf8')));
const a0q = analysisOf('pdb/1a0q.pdb');
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(reduce, state);
const indexOf = (state: EditorState, name3: string) =>
  state.residues.findIndex((r) => r.original.pdbData.name3 === name3);

describe('initial state', () => {
  it('hides deleted waters and shows everything else', () => {
    const state = initialState(a0q);
    expect(state.filter.chains).toEqual(['L', 'H']);
    expect(state.filter.deletedTypes).not.toContain('water');
    const visible = visibleIndices(state);
    expect(visible).toHaveLength(a0q.residues.length - 92);
    expect(visible.some((i) => state.residues[i]!.original.type === 'water')).toBe(false);
  });

  it('counts changes against the file: ligands, ions and waters start deleted', () => {
    const state = initialState(a0q);
    expect(counts(state)).toEqual({ changes: 96, residues: 420, selected: 0 });
    expect([changesLabel(1), changesLabel(96), residuesLabel(1), selectedLabel(0), selectedLabel(3)]).toEqual([
      '1 change',
      '96 changes',
      '1 residue',
      'None selected',
      '3 selected',
    ]);
  });
});

describe('selection', () => {
  it('toggles with a click and selects a range from the anchor with shift-click, over visible rows only', () => {
    let state = run(
      initialState(a0q),
      { type: 'click', index: 5, shift: false },
      { type: 'click', index: 9, shift: true },
    );
    expect(state.selected).toEqual([5, 6, 7, 8, 9]);
    state = run(state, { type: 'click', index: 7, shift: false });
    expect(state.selected).toEqual([5, 6, 8, 9]);
    expect(state.anchor).toBe(7);
    // a range across hidden waters skips them
    const firstWater = state.residues.findIndex((r) => r.original.type === 'water');
    state = run(
      initialState(a0q),
      { type: 'click', index: firstWater - 2, shift: false },
      { type: 'click', index: firstWater + 95, shift: true },
    );
    expect(state.selected.every((i) => state.residues[i]!.original.type !== 'water')).toBe(true);
  });

  it('selects and unselects a whole visible chain in chain mode', () => {
    let state = run(initialState(a0q), { type: 'mode', mode: 'chain' }, { type: 'click', index: 0, shift: false });
    const chainL = visibleIndices(state).filter((i) => state.residues[i]!.original.pdbData.chain === 'L');
    expect(state.selected).toEqual(chainL);
    state = run(state, { type: 'click', index: 3, shift: false });
    expect(state.selected).toEqual([]);
  });

  it('drops selection, hover and anchor outside a new filter', () => {
    const h = a0q.residues.findIndex((r) => r.original.pdbData.chain === 'H');
    let state = run(
      initialState(a0q),
      { type: 'click', index: 0, shift: false },
      { type: 'click', index: h, shift: false },
      { type: 'hover', index: 0 },
    );
    state = run(state, { type: 'filter', filter: { ...state.filter, chains: ['H'] } });
    expect(state.selected).toEqual([h]);
    expect(state.hover).toBeNull();
    expect(state.anchor).toBe(h);
  });

  it('quick selections: waters become visible when selected; changed and deleted', () => {
    let state = run(initialState(a0q), { type: 'quick', which: 'waters' });
    expect(state.selected).toHaveLength(92);
    expect(state.filter.deletedTypes).toContain('water');
    state = run(state, { type: 'quick', which: 'changed' });
    expect(state.selected).toHaveLength(96);
    state = run(state, { type: 'quick', which: 'none' });
    expect(counts(state).selected).toBe(0);
    state = run(state, { type: 'quick', which: 'all' });
    expect(state.selected).toHaveLength(512);
  });
});

describe('operations', () => {
  it('undeletes and deletes the selection', () => {
    let state = run(initialState(a0q), { type: 'quick', which: 'all' }, { type: 'operate', operation: 'undelete' });
    expect(counts(state).changes).toBe(92); // the hidden deleted waters were not selected
    state = run(
      state,
      { type: 'quick', which: 'waters' },
      { type: 'quick', which: 'all' },
      { type: 'operate', operation: 'undelete' },
    );
    expect(counts(state).changes).toBe(0);
    const zn = indexOf(state, 'ZN');
    state = run(state, { type: 'quick', which: 'waters' }, { type: 'operate', operation: 'delete' });
    expect(state.selected).toHaveLength(92);
    expect(state.selected.every((i) => state.residues[i]!.chosen === null)).toBe(true);
    state = run(state, { type: 'click', index: zn, shift: false }, { type: 'operate', operation: 'delete' });
    expect(state.residues[zn]!.chosen).toBeNull();
    expect(counts(state).changes).toBe(93);
    state = run(state, { type: 'operate', operation: 'setDefault' });
    expect(state.residues[zn]!.chosen).toBeNull();
  });

  it('converts exactly one residue to one of its choices', () => {
    const mse = analysisOf('pdb/1a8o.pdb');
    const k = mse.residues.findIndex((r) => r.original.pdbData.name3 === 'MSE');
    let state = run(
      initialState(mse),
      { type: 'click', index: k, shift: false },
      { type: 'convert', target: { name3: 'MET', type: 'caa' } },
    );
    expect(state.residues[k]!.chosen).toEqual({ name3: 'MET', type: 'caa' });
    expect(counts(state).changes).toBe(89);
    state = run(state, { type: 'click', index: k + 1, shift: false });
    expect(() => reduce(state, { type: 'convert', target: { name3: 'MET', type: 'caa' } })).toThrow(
      'Conversion requires exactly one index and a target.',
    );
  });
});
