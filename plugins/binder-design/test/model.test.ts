import { describe, expect, it } from 'vitest';
import { changeBinderLength } from '../src/binderLength.ts';
import {
  actionModels,
  binderDesignModel,
  toAdvancedMode,
  validateBinderDesign,
  withAdvancedText,
  type BinderDesignInput,
} from '../src/model.ts';

// two chains of 10 residues (positions 1–10 and 11–20)
const context = {
  sequences: ['ACDEFGHIKL/MNPQRSTVWY'],
  selectors: { site: [3, 4, 5], twoChains: [9, 10, 11], gappy: [2, 4], past: [19, 20, 21], hot: [4], hotPast: [25] },
};
const input = (patch: Partial<BinderDesignInput>): BinderDesignInput => ({ ...binderDesignModel.defaults(), ...patch });
const codes = (patch: Partial<BinderDesignInput>) =>
  validateBinderDesign(input(patch), context).map((i) => [i.code, i.message]);

describe('binder design validation, basic mode (spec 1 §5)', () => {
  it.each<[string, Partial<BinderDesignInput>, [string, string][]]>([
    ['defaults', {}, []],
    ['interface on one chain, contiguous', { interface_selector: 'site' }, []],
    [
      'interface over two chains',
      { interface_selector: 'twoChains' },
      [['INTERFACE_SELECTOR_MULTIPLE_CHAINS', 'Target selector cannot span multiple chains']],
    ],
    [
      'interface not contiguous',
      { interface_selector: 'gappy' },
      [['INTERFACE_SELECTOR_NOT_CONTIGUOUS', 'Target selector must be contiguous']],
    ],
    [
      'interface past the structure',
      { interface_selector: 'past' },
      [['INTERFACE_SELECTOR_OUT_OF_RANGE', 'Interface positions must be within the protein structure']],
    ],
    ['hotspot in range', { hotspot_selector: 'hot' }, []],
    [
      'hotspot past the structure',
      { hotspot_selector: 'hotPast' },
      [['HOTSPOT_SELECTOR_OUT_OF_RANGE', 'Hotspot positions must be within the protein structure']],
    ],
    [
      'min length missing',
      { min_binder_length: '' },
      [['BINDER_LENGTH_UNDEFINED', 'Binder length range must be defined']],
    ],
    [
      'max length null',
      { max_binder_length: null as never },
      [['BINDER_LENGTH_UNDEFINED', 'Binder length range must be defined']],
    ],
    [
      'min length 0',
      { min_binder_length: 0 },
      [['BINDER_LENGTH_NOT_POSITIVE', 'Binder length must be a positive integer']],
    ],
    [
      'max length 12.5',
      { max_binder_length: 12.5 },
      [['BINDER_LENGTH_NOT_POSITIVE', 'Binder length must be a positive integer']],
    ],
    [
      'min length non-numeric',
      { min_binder_length: 'long' },
      [['BINDER_LENGTH_NOT_POSITIVE', 'Binder length must be a positive integer']],
    ],
    [
      'min above max',
      { min_binder_length: 151 },
      [['BINDER_LENGTH_MIN_ABOVE_MAX', 'Minimum binder length must be less than or equal to maximum length']],
    ],
    ['min equal to max', { min_binder_length: 150 }, []],
    [
      'designs 0',
      { n_binder_designs: 0 },
      [['BINDER_DESIGNS_NOT_POSITIVE', 'Number of binder designs must be a positive integer']],
    ],
    [
      'designs non-numeric',
      { n_binder_designs: 'ten' },
      [['BINDER_DESIGNS_NOT_POSITIVE', 'Number of binder designs must be a positive integer']],
    ],
    ['designs 1000', { n_binder_designs: 1000 }, []],
    [
      'designs 1001',
      { n_binder_designs: 1001 },
      [['BINDER_DESIGNS_TOO_MANY', 'Number of binder designs cannot exceed 1000']],
    ],
  ])('%s', (_name, patch, expected) => {
    expect(codes(patch)).toEqual(expected);
  });

  it('in advanced mode inputs are considered valid', () => {
    expect(
      codes({ is_advanced_mode: true, interface_selector: 'twoChains', min_binder_length: 0, n_binder_designs: 5000 }),
    ).toEqual([]);
  });
});

describe('binder length editing (spec 1 §4)', () => {
  const range = { min_binder_length: 50, max_binder_length: 150 };
  it.each<[keyof typeof range, number | string, typeof range | Record<string, unknown>]>([
    ['min_binder_length', 80, { min_binder_length: 80, max_binder_length: 150 }],
    ['min_binder_length', 150, { min_binder_length: 150, max_binder_length: 150 }],
    ['min_binder_length', 151, range],
    ['max_binder_length', 49, range],
    ['max_binder_length', 60, { min_binder_length: 50, max_binder_length: 60 }],
    ['max_binder_length', 'x', { min_binder_length: 50, max_binder_length: 'x' }],
  ])('changing %s to %s', (field, value, expected) => {
    expect(changeBinderLength(range, field, value)).toEqual(expected);
  });
});

describe('advanced mode text', () => {
  it('is written from the basic inputs on entering advanced mode, and read back on edits', () => {
    const advanced = toAdvancedMode(
      input({ interface_selector: 'site', n_binder_designs: 4, min_binder_length: 60, max_binder_length: 80 }),
      context,
    );
    expect(advanced.is_advanced_mode).toBe(true);
    expect(advanced.rf_diffusion_parameters).toBe('contigmap.contigs=[A3-5/0 60-80]\ninference.num_designs=4');
    expect(advanced.rf_diffusion_contigs).toBe('[A3-5/0 60-80]');
    const edited = withAdvancedText(
      advanced,
      'contigmap.contigs=[B1-10/0 20-30]\ninference.num_designs=7\nppi.hotspot_res=[B4]',
    );
    expect(edited).toMatchObject({
      n_binder_designs: 7,
      min_binder_length: 20,
      max_binder_length: 30,
      rf_diffusion_contigs: '[B1-10/0 20-30]',
      rf_diffusion_custom_args: 'ppi.hotspot_res=[B4]',
    });
  });
});

describe('binder design defaults, availability and cost', () => {
  it('defaults: binder length 50 to 150, 10 designs, basic mode (spec 1 §3)', () => {
    expect(binderDesignModel.defaults()).toMatchObject({
      task: 'binder_design',
      min_binder_length: 50,
      max_binder_length: 150,
      n_binder_designs: 10,
      is_advanced_mode: false,
    });
    expect(actionModels).toEqual([binderDesignModel]);
    expect(binderDesignModel.feature).toBe('binder_design');
  });

  it.each([
    [0, false],
    [1, true],
    [3, false],
  ])('%i selected → enabled %s', (n, enabled) => {
    const structures = Array.from({ length: n }, (_, i) => ({
      id: `p${i}`,
      hasLigands: false,
      hasNucleicAcids: false,
    }));
    expect(binderDesignModel.availability({ structures })).toEqual(
      enabled ? { enabled: true } : { enabled: false, hint: 'Select 1 structure to run Binder Design' },
    );
  });

  it('costs 0.05 credits per design (spec 3 §9)', () => {
    expect(binderDesignModel.cost.catalogue).toEqual([{ action: 'Binder Design', unit: 'design', cost: '0.05' }]);
    expect(binderDesignModel.cost.price(input({}), { structureCount: 1 })).toBe(0.5);
    expect(binderDesignModel.cost.price(input({ n_binder_designs: 3 }), { structureCount: 1 })).toBe(0.15);
    expect(
      binderDesignModel.cost.price(
        input({ is_advanced_mode: true, rf_diffusion_parameters: 'inference.num_designs=7' }),
        { structureCount: 1 },
      ),
    ).toBe(0.35);
    expect(binderDesignModel.cost.price(input({ n_binder_designs: 'x' }), { structureCount: 1 })).toBe(0);
  });
});
