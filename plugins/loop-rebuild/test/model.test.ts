import { describe, expect, it } from 'vitest';
import { loopRebuildModel, terminalPositions } from '../src/model.ts';
import { testValidationContext } from '@bench/testing';

const CRAMBIN = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const selectors = {
  loop: range(10, 15),
  short: range(10, 12),
  long: range(2, 27),
  nTerm: range(1, 5),
  cTerm: range(42, 46),
  gap: [10, 11, 13, 14],
  l14: range(10, 23),
  l17: range(10, 26),
  l18: range(10, 27),
  l25: range(10, 34),
  far: [100, 101, 102, 103],
};
const context = { selectors, sequences: [CRAMBIN] };
const input = (over: Record<string, unknown> = {}) => ({ ...loopRebuildModel.defaults(), selector: 'loop', ...over });

const E = {
  length: ['error', 'Please ensure your selector is between 4 and 25 residues.'],
  termini: ['error', 'Please ensure that your selector excludes C and N termini.'],
  contiguous: ['error', 'Please ensure that your selector is contiguous.'],
  over17: ['warning', 'There is no benchmarking data for loops longer than 17 residues (see documentation).'],
  over13: ['warning', 'Loops under 14 residues are best benchmarked (see documentation).'],
  repeats: ['error', 'Repeats out of bounds'],
};

describe('Loop Rebuild model', () => {
  it('is available with at least 1 selected structure', () => {
    expect(loopRebuildModel.availability({ structures: [] })).toEqual({
      enabled: false,
      hint: 'Select at least 1 structure to run Loop Rebuild',
    });
    expect(
      loopRebuildModel.availability({ structures: [{ id: 'a', hasLigands: false, hasNucleicAcids: false }] }),
    ).toEqual({ enabled: true });
  });

  it('task loop_rebuild is sent as loopmodel; defaults: repeats 10, not extended, no ligands constrained', () => {
    expect(loopRebuildModel.task).toBe('loop_rebuild');
    expect(loopRebuildModel.wireName).toBe('loopmodel');
    expect(loopRebuildModel.defaults()).toEqual({
      task: 'loopmodel',
      pose_ids: [],
      collection_id: null,
      repeats: 10,
      selector: null,
      is_extended: false,
      auto_constrain_these_ligands: [],
    });
  });

  it.each([
    ['a 6-residue loop', input(), context, []],
    [
      'no selectors created',
      input(),
      { sequences: [CRAMBIN] },
      [['error', 'Please create a selector in order to edit mutations.']],
    ],
    [
      'no selector chosen',
      input({ selector: null }),
      context,
      [['error', 'Please choose a selector in order to edit mutations.']],
    ],
    [
      'outside the structure',
      input({ selector: 'far' }),
      context,
      [['error', 'Please choose a selector that overlaps with your structure.']],
    ],
    ['3 residues', input({ selector: 'short' }), context, [E.length]],
    ['26 residues', input({ selector: 'long' }), context, [E.length]],
    ['N terminus', input({ selector: 'nTerm' }), context, [E.termini]],
    ['C terminus', input({ selector: 'cTerm' }), context, [E.termini]],
    ['not contiguous', input({ selector: 'gap' }), context, [E.contiguous]],
    ['14 residues', input({ selector: 'l14' }), context, [E.over13]],
    ['17 residues', input({ selector: 'l17' }), context, [E.over13]],
    ['18 residues', input({ selector: 'l18' }), context, [E.over17]],
    ['25 residues', input({ selector: 'l25' }), context, [E.over17]],
    ['1000 repeats', input({ repeats: 1000 }), context, []],
    ['501 repeats, not extended', input({ repeats: 501 }), context, []],
    ['501 repeats, extended', input({ repeats: 501, is_extended: true }), context, [E.repeats]],
    ['500 repeats, extended', input({ repeats: 500, is_extended: true }), context, []],
    ['non-numeric repeats', input({ repeats: 'ten' }), context, [E.repeats]],
    ['missing repeats', { ...input(), repeats: undefined }, context, [['error', 'Invalid input']]],
  ])('validate: %s', (_name, value, ctx, expected) => {
    expect(
      loopRebuildModel.validate!(value as never, testValidationContext(ctx)).map((i) => [i.severity, i.message]),
    ).toEqual(expected);
  });

  it("termini are each chain's first and last residue", () => {
    expect([...terminalPositions(['ACDEFGHIKL/MNPQRSTVWY'])].sort((a, b) => a - b)).toEqual([1, 10, 11, 20]);
    const twoChains = { selectors: { s: [8, 9, 10, 11] }, sequences: ['ACDEFGHIKL/MNPQRSTVWY'] };
    expect(
      loopRebuildModel.validate!(input({ selector: 's' }) as never, testValidationContext(twoChains)).map(
        (i) => i.message,
      ),
    ).toEqual([E.termini[1]]);
  });

  it('cost: by loop length per structure', () => {
    expect(loopRebuildModel.cost.catalogue).toEqual([
      { action: 'Loop Rebuild', unit: 'loop, by length', cost: '0.6 (length 4-10), 0.9 (11-15), 1.8 (16+)' },
    ]);
    const price = (selector: string, structureCount = 1) =>
      loopRebuildModel.cost.price(input({ selector }), { structureCount, selectors });
    expect(price('loop')).toBe(0.6);
    expect(price('loop', 3)).toBe(1.8);
    expect(price('l14')).toBe(0.9);
    expect(price('l18')).toBe(1.8);
  });
});
