import { describe, expect, it } from 'vitest';
import {
  actionModels,
  proteinMpnnModel,
  samplingTemperature,
  validateProteinMpnn,
  type ProteinMpnnInput,
} from '../src/model.ts';

// 1crn has 46 residues in one chain
const SEQUENCE = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';
const context = {
  sequences: [SEQUENCE],
  selectors: { core: [1, 2, 3], past: [40, 47], whole: Array.from({ length: 46 }, (_, i) => i + 1) },
};
const input = (patch: Partial<ProteinMpnnInput>): ProteinMpnnInput => ({ ...proteinMpnnModel.defaults(), ...patch });
const messages = (value: ProteinMpnnInput) => validateProteinMpnn(value, context).map((i) => [i.severity, i.message]);

describe('ProteinMPNN validation (spec 1 §5)', () => {
  it.each<[string, Partial<ProteinMpnnInput>, [string, string][]]>([
    ['defaults', {}, []],
    ['designs 0', { n_mpnn_designs: 0 }, [['error', 'Number of designs must be a positive integer']]],
    [
      'designs non-numeric (read as 0)',
      { n_mpnn_designs: 'many' },
      [['error', 'Number of designs must be a positive integer']],
    ],
    ['designs 2.5', { n_mpnn_designs: 2.5 }, [['error', 'Number of designs must be a positive integer']]],
    ['designs 1001', { n_mpnn_designs: 1001 }, [['error', 'Number of designs cannot exceed 1000']]],
    ['designs "10"', { n_mpnn_designs: '10' }, []],
    ['temperature 0', { sampling_temp: 0 }, []],
    ['temperature -0.1', { sampling_temp: -0.1 }, [['error', 'Sampling temperature must be 0 or greater']]],
    [
      'temperature non-numeric (read as -1)',
      { sampling_temp: 'hot' },
      [['error', 'Sampling temperature must be 0 or greater']],
    ],
    ['temperature empty (read as -1)', { sampling_temp: '' }, [['error', 'Sampling temperature must be 0 or greater']]],
    ['temperature 1.0 (no warning yet)', { sampling_temp: 1 }, []],
    [
      'temperature 1.5 warns',
      { sampling_temp: 1.5 },
      [['warning', 'Sampling temperatures above 1 give close to random sequences; ProteinMPNN suggests 0.1 to 0.3.']],
    ],
    [
      'fixed residues without a selector',
      { use_fixed_residues: true },
      [['error', 'Please choose a selector of fixed residues.']],
    ],
    ['fixed residues in range', { use_fixed_residues: true, selector: 'core' }, []],
    [
      'fixed residues past the structure',
      { use_fixed_residues: true, selector: 'past' },
      [['error', 'Fixed residue positions must be within the protein structure']],
    ],
    [
      'fixed residues over the whole protein',
      { use_fixed_residues: true, selector: 'whole' },
      [['error', 'Fixed residues cannot cover the entire protein']],
    ],
    [
      "'(all)' covers the whole protein",
      { use_fixed_residues: true, selector: 'all' },
      [['error', 'Fixed residues cannot cover the entire protein']],
    ],
    ['fixed residues ignored while unticked', { use_fixed_residues: false, selector: 'past' }, []],
    [
      'a fixed chain needs fixed residue positions',
      { use_fixed_chain: true, fixed_chain: 'A' },
      [['error', 'Fixed residue positions are required with a fixed chain.']],
    ],
    [
      'a fixed chain needs a chain',
      { use_fixed_chain: true, use_fixed_residues: true, selector: 'core' },
      [['error', 'Please choose the chain to fix.']],
    ],
    [
      'a fixed chain with positions',
      { use_fixed_chain: true, fixed_chain: 'A', use_fixed_residues: true, selector: 'core' },
      [],
    ],
  ])('%s', (_name, patch, expected) => {
    expect(messages(input(patch))).toEqual(expected);
  });

  it("missing fields are 'Invalid input'", () => {
    const { sampling_temp: _, ...rest } = proteinMpnnModel.defaults();
    expect(validateProteinMpnn(rest as ProteinMpnnInput, context).map((i) => i.message)).toEqual(['Invalid input']);
  });

  it('reads the temperature as the spec says: non-numeric is -1', () => {
    expect([
      samplingTemperature(0.2),
      samplingTemperature('0.3'),
      samplingTemperature('x'),
      samplingTemperature(undefined),
      samplingTemperature(NaN),
    ]).toEqual([0.2, 0.3, -1, -1, -1]);
  });

  it('falls back to the stored positions when the selector is not in the context', () => {
    const value = input({ use_fixed_residues: true, selector: 'deleted', fixed_residue_positions: [50] });
    expect(validateProteinMpnn(value, context).map((i) => i.code)).toEqual(['FIXED_RESIDUES_OUT_OF_RANGE']);
  });
});

describe('ProteinMPNN defaults, availability and cost', () => {
  it('defaults to 1 design at temperature 0.1 (spec 1 §3)', () => {
    expect(proteinMpnnModel.defaults()).toMatchObject({
      task: 'protein_mpnn',
      n_mpnn_designs: 1,
      sampling_temp: 0.1,
      use_fixed_chain: false,
      use_fixed_residues: false,
    });
    expect(actionModels).toEqual([proteinMpnnModel]);
    expect(proteinMpnnModel.feature).toBe('protein_mpnn');
  });

  it.each([
    [0, false],
    [1, true],
    [2, false],
  ])('%i selected → enabled %s', (n, enabled) => {
    const structures = Array.from({ length: n }, (_, i) => ({
      id: `p${i}`,
      hasLigands: false,
      hasNucleicAcids: false,
    }));
    expect(proteinMpnnModel.availability({ structures })).toEqual(
      enabled ? { enabled: true } : { enabled: false, hint: 'Select 1 structure to run ProteinMPNN' },
    );
  });

  it('costs 5 credits a structure (spec 3 §9)', () => {
    expect(proteinMpnnModel.cost.catalogue).toEqual([{ action: 'ProteinMPNN', unit: 'structure', cost: '5' }]);
    expect(proteinMpnnModel.cost.price(input({ n_mpnn_designs: 20 }), { structureCount: 1 })).toBe(5);
  });
});
