import { describe, expect, it } from 'vitest';
import { ACTION_MESSAGES } from '../src/rules/messages.ts';
import { atLeast, exactly, type StructurePredicate } from '../src/rules/availability.ts';
import { maxRepeats, repeatsIssues } from '../src/rules/repeats.ts';
import { missingInputs, numericInput } from '../src/rules/inputs.ts';
import { readContext } from '../src/rules/context.ts';
import { selectorIssues } from '../src/rules/selector.ts';
import { validateDesignFamily, validateRepeatsOnly } from '../src/rules/actionInputs.ts';
import type { SelectionSummary } from '@bench/sdk/model';

const structure = (hasLigands = false) => ({ id: Math.random().toString(36), hasLigands, hasNucleicAcids: false });
const selection = (...s: SelectionSummary['structures']): SelectionSummary => ({ structures: s });
const WITH_LIGANDS: StructurePredicate = { test: (s) => s.hasLigands, words: 'with ligands' };

/** Bounds read from two test settings, as a job's table rules read its family's. */
const bounds = (settings: Readonly<Record<string, unknown>>) => ({
  warningExponent: Number(settings.spaceWarning),
  limitExponent: Number(settings.spaceLimit),
});

describe('availability', () => {
  it.each([
    [atLeast(1, 'Prepare'), selection(), { enabled: false, hint: 'Select at least 1 structure to run Prepare' }],
    [atLeast(1, 'Prepare'), selection(structure()), { enabled: true }],
    [atLeast(1, 'Prepare'), selection(structure(), structure()), { enabled: true }],
    [atLeast(2, 'Dock'), selection(structure()), { enabled: false, hint: 'Select at least 2 structures to run Dock' }],
    [exactly(1, 'ProteinMPNN'), selection(), { enabled: false, hint: 'Select 1 structure to run ProteinMPNN' }],
    [
      exactly(1, 'ProteinMPNN'),
      selection(structure(), structure()),
      { enabled: false, hint: 'Select 1 structure to run ProteinMPNN' },
    ],
    [exactly(1, 'ProteinMPNN'), selection(structure()), { enabled: true }],
    [
      exactly(1, 'Replace Ligand', WITH_LIGANDS),
      selection(structure(false)),
      { enabled: false, hint: 'Select 1 structure with ligands to run Replace Ligand' },
    ],
    [exactly(1, 'Replace Ligand', WITH_LIGANDS), selection(structure(true)), { enabled: true }],
  ])('%#', (rule, sel, expected) => expect(rule(sel)).toEqual(expected));
});

describe('inputs', () => {
  it.each([
    [5, 5],
    ['7', 7],
    ['abc', 0],
    [null, 0],
    [undefined, 0],
    [NaN, 0],
    ['', 0],
    [2.5, 2.5],
  ])('numericInput(%j) = %j', (v, n) => expect(numericInput(v)).toBe(n));
  it('missing inputs are Invalid input', () => {
    expect(missingInputs(null, [])).toEqual([expect.objectContaining({ message: 'Invalid input', severity: 'error' })]);
    expect(missingInputs({}, ['repeats'])).toEqual([
      expect.objectContaining({ message: 'Invalid input', field: 'repeats' }),
    ]);
    expect(missingInputs({ repeats: 1 }, ['repeats'])).toEqual([]);
  });
});

describe('repeats', () => {
  it.each([
    [{ maxResults: 10_000, sourcePoseCount: 1 }, 1000],
    [{ maxResults: 10_000, sourcePoseCount: 1, extended: true }, 500],
    [{ maxResults: 10_000, sourcePoseCount: 30 }, 333],
    [{ maxResults: 10_000, sourcePoseCount: 30, extended: true }, 333],
    [{ maxResults: 100, sourcePoseCount: 0 }, 1000],
  ])('maxRepeats(%j) = %i', (limits, max) => expect(maxRepeats(limits)).toBe(max));

  const limits = { maxResults: 10_000, sourcePoseCount: 1 };
  it.each([
    [1, true],
    [1000, true],
    ['10', true],
    [0, false],
    [1001, false],
    [-1, false],
    [2.5, false],
    ['abc', false],
    [Infinity, false],
    [NaN, false],
  ])('repeats %j valid: %j', (value, ok) => {
    expect(repeatsIssues(value, limits)).toEqual(
      ok
        ? []
        : [{ field: 'repeats', code: 'REPEATS_OUT_OF_BOUNDS', severity: 'error', message: 'Repeats out of bounds' }],
    );
  });
  it('caps by max results over source poses', () => {
    expect(repeatsIssues(334, { maxResults: 10_000, sourcePoseCount: 30 })).toHaveLength(1);
    expect(repeatsIssues(333, { maxResults: 10_000, sourcePoseCount: 30 })).toHaveLength(0);
  });
  it('validateRepeatsOnly reads the context and needs a repeats field', () => {
    expect(validateRepeatsOnly({ repeats: 5 }, { sequences: ['ACDE'] })).toEqual([]);
    expect(validateRepeatsOnly({ repeats: 5 }, { sourcePoseCount: 3, settings: { maxResults: 12 } })).toEqual([
      expect.objectContaining({ message: 'Repeats out of bounds' }),
    ]);
    expect(validateRepeatsOnly({}, {})).toEqual([expect.objectContaining({ message: 'Invalid input' })]);
  });
});

describe('selector checks', () => {
  const seq = 'ACDEFGHIKL';
  it.each([
    ['no selectors created', 's1', {}, ACTION_MESSAGES.noSelectors],
    ['only (all) exists, none chosen', null, { all: [] }, ACTION_MESSAGES.noSelectors],
    ['none chosen', null, { s1: [1, 2] }, ACTION_MESSAGES.noSelectorChosen],
    ['unknown chosen', 'gone', { s1: [1, 2] }, ACTION_MESSAGES.noSelectorChosen],
    ['past the structure', 's1', { s1: [11, 12] }, ACTION_MESSAGES.selectorOutsideStructure],
    ['overlapping', 's1', { s1: [10, 12] }, null],
    ['(all)', 'all', { s1: [1] }, null],
  ])('%s', (_name, chosen, selectors, message) => {
    const issues = selectorIssues(chosen, readContext({ selectors, sequences: [seq] }));
    expect(issues.map((i) => i.message)).toEqual(message ? [message] : []);
  });
  it('exact texts', () => {
    expect(ACTION_MESSAGES.noSelectors).toBe('Please create a selector in order to edit mutations.');
    expect(ACTION_MESSAGES.noSelectorChosen).toBe('Please choose a selector in order to edit mutations.');
    expect(ACTION_MESSAGES.selectorOutsideStructure).toBe(
      'Please choose a selector that overlaps with your structure.',
    );
  });
});

describe('design family validation (mutations table)', () => {
  const context = {
    selectors: { s1: [1, 2], s9: [1, 9] },
    sequences: ['ACDE'],
    settings: { spaceWarning: 1, spaceLimit: 2 },
  };
  const input = (mutations: Record<string, { mutations: string; prevent_repacking: boolean }>, selector = 's1') => ({
    repeats: 1,
    selector,
    mutations,
  });
  const row = (mutations: string) => ({ mutations, prevent_repacking: false });
  it.each([
    ['lenient', { 1: row(''), 2: row('') }, [['NoneEnabled', 'error']]],
    ['lenient', { 1: row('A'), 2: row('C') }, [['AllOriginals', 'warning']]],
    ['lenient', { 1: row('A'), 2: row('C') }, [['AllOriginals', 'warning']]],
    ['strict', { 1: row('A'), 2: row('C') }, [['AllOriginals', 'error']]],
    ['lenient', { 1: row('AV'), 2: row('') }, []],
    ['lenient', { 1: row('ACDEFG'), 2: row('ACD') }, [['ExceedsSequenceSpaceRecommendation', 'warning']]],
    ['lenient', { 1: row('ACDEFGHIKLM'), 2: row('ACDEFGHIKLM') }, [['ExceedsSequenceSpaceLimit', 'error']]],
    ['lenient', { 1: row('V'), 9: row('W') }, [['NoOriginals', 'warning']], 's9'],
    // mutations left from another selector count for nothing: the table is the chosen selector's
    ['lenient', { 3: row('V'), 4: row('W') }, [['NoneEnabled', 'error']]],
  ] as const)('%s %j', (rules, mutations, expected, selector: string = 's1') => {
    const issues = validateDesignFamily({ onlyOriginals: rules === 'strict' ? 'error' : 'warning', bounds })(
      input(mutations, selector),
      context,
    );
    expect(issues.map((i) => [i.code, i.severity])).toEqual(expected);
  });
  it('selector problems come before the table', () => {
    expect(
      validateDesignFamily({ onlyOriginals: 'warning', bounds })(
        { repeats: 1, selector: null, mutations: {} },
        context,
      ).map((i) => i.message),
    ).toEqual([ACTION_MESSAGES.noSelectorChosen]);
  });
  it('repeats are checked too; missing mutations are Invalid input', () => {
    expect(
      validateDesignFamily({ onlyOriginals: 'warning', bounds })(
        { ...input({ 1: row('V') }), repeats: 0 },
        context,
      ).map((i) => i.message),
    ).toEqual(['Repeats out of bounds']);
    expect(
      validateDesignFamily({ onlyOriginals: 'warning', bounds })({ repeats: 1, selector: 's1' }, context).map(
        (i) => i.message,
      ),
    ).toEqual(['Invalid input']);
  });
});
