import { describe, expect, it } from 'vitest';
import { actionModels, replaceLigandModel, validateReplaceLigand, type ReplaceLigandInput } from '../src/model.ts';

const LIA = { res_num: 299, res_name: 'LIA', chain: 'A' };
const FREE = { freeLigands: [{ _id: 'lig-1', name: 'TYR' }] };
const input = (params: Partial<ReplaceLigandInput['replace_ligand']>): ReplaceLigandInput => ({
  ...replaceLigandModel.defaults(),
  replace_ligand: { ...replaceLigandModel.defaults().replace_ligand, ...params },
});

describe('replace ligand validation (spec 1 §5)', () => {
  it.each([
    [
      'no free ligands',
      input({ original_ligand: LIA, new_ligand_id: null }),
      {},
      [['NO_FREE_LIGANDS_CREATED', 'Please import a ligand into CAD that you want to replace.']],
    ],
    [
      'no new ligand',
      input({ original_ligand: LIA }),
      FREE,
      [['NO_NEW_LIGAND_CHOSEN', 'Please choose a ligand to replace the ligand in the protein complex.']],
    ],
    [
      'a stale new ligand id counts as none',
      input({ original_ligand: LIA, new_ligand_id: 'gone' }),
      FREE,
      [['NO_NEW_LIGAND_CHOSEN', 'Please choose a ligand to replace the ligand in the protein complex.']],
    ],
    [
      'no original ligand',
      input({ new_ligand_id: 'lig-1' }),
      FREE,
      [['NO_ORIGINAL_LIGAND_CHOSEN', 'Please choose a ligand in the protein complex to replace.']],
    ],
    [
      'original without chain',
      input({ original_ligand: { ...LIA, chain: '' }, new_ligand_id: 'lig-1' }),
      FREE,
      [['NO_ORIGINAL_LIGAND_CHOSEN', 'Please choose a ligand in the protein complex to replace.']],
    ],
    [
      'original without name',
      input({ original_ligand: { ...LIA, res_name: '' }, new_ligand_id: 'lig-1' }),
      FREE,
      [['NO_ORIGINAL_LIGAND_CHOSEN', 'Please choose a ligand in the protein complex to replace.']],
    ],
    [
      'original without number',
      input({ original_ligand: { ...LIA, res_num: null }, new_ligand_id: 'lig-1' }),
      FREE,
      [['NO_ORIGINAL_LIGAND_CHOSEN', 'Please choose a ligand in the protein complex to replace.']],
    ],
    [
      'free ligands as the engine context record',
      input({ original_ligand: LIA, new_ligand_id: 'lig-1' }),
      { freeLigands: { 'lig-1': { name: 'TYR', sdf: '' } } },
      [],
    ],
    ['complete', input({ original_ligand: LIA, new_ligand_id: 'lig-1' }), FREE, []],
  ])('%s', (_name, value, context, expected) => {
    const issues = validateReplaceLigand(value, context as Record<string, unknown>);
    expect(issues.map((i) => [i.code, i.message])).toEqual(expected);
    expect(issues.every((i) => i.severity === 'error')).toBe(true);
  });

  it('both errors at once when nothing is chosen and nothing imported', () => {
    expect(validateReplaceLigand(replaceLigandModel.defaults(), {}).map((i) => i.code)).toEqual([
      'NO_FREE_LIGANDS_CREATED',
      'NO_ORIGINAL_LIGAND_CHOSEN',
    ]);
  });

  it("a missing replace_ligand is 'Invalid input'", () => {
    const { replace_ligand: _, ...rest } = replaceLigandModel.defaults();
    expect(validateReplaceLigand(rest as ReplaceLigandInput, FREE).map((i) => i.message)).toEqual(['Invalid input']);
  });
});

describe('replace ligand availability, defaults and cost', () => {
  const structure = (hasLigands: boolean) => ({ id: 'p', hasLigands, hasNucleicAcids: false });
  it.each([
    [[], false],
    [[structure(false)], false],
    [[structure(true), structure(true)], false],
    [[structure(true)], true],
  ])('%j → enabled %s', (structures, enabled) => {
    const result = replaceLigandModel.availability({ structures });
    expect(result).toEqual(
      enabled ? { enabled: true } : { enabled: false, hint: 'Select 1 structure with ligands to run Replace Ligand' },
    );
  });

  it('is task replace_ligand behind the Beta feature replace_ligand, exported as the ./model entry', () => {
    expect(actionModels).toEqual([replaceLigandModel]);
    expect(replaceLigandModel).toMatchObject({
      task: 'replace_ligand',
      feature: 'replace_ligand',
      label: 'Replace Ligand',
    });
    expect(replaceLigandModel.defaults()).toEqual({
      task: 'replace_ligand',
      pose_ids: [],
      collection_id: null,
      replace_ligand: { original_ligand: { res_num: null, res_name: '', chain: '' }, new_ligand_id: null },
    });
  });

  it('costs 1 credit per replacement (spec 3 §9)', () => {
    expect(replaceLigandModel.cost.catalogue).toEqual([{ action: 'Replace Ligand', unit: 'replacement', cost: '1' }]);
    expect(replaceLigandModel.cost.price(replaceLigandModel.defaults(), { structureCount: 1 })).toBe(1);
  });
});
