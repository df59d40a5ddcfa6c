import { describe, expect, it } from 'vitest';
import { FeatureTable } from '@bench/sdk/model';
import { ALIGNED_TYPES, alignedChain } from '@bench/family-structure-prediction';
import {
  FULL_LENGTH_ANTIBODY_HM,
  actionModels,
  features,
  antibodyHmModel,
  fullLengthAntibodyHmModel,
  type AntibodyHmInput,
} from '../src/model.ts';

const input = (heavy: string, light: string): AntibodyHmInput => ({
  ...fullLengthAntibodyHmModel.defaults(),
  heavy,
  light,
});
const messages = (model: typeof fullLengthAntibodyHmModel, heavy: string, light: string) =>
  model.validate!({ ...input(heavy, light), task: model.task }, {} as never).map((i) => [i.field, i.message]);
const HEAVY =
  'EVQLVESGGGLVQPGGSLRLSCAASGFNIKDTYIHWVRQAPGKGLEWVARIYPTNGYTRYADSVKGRFTISADTSKNTAYLQMNSLRAEDTAVYYCSRWGGDGFYAMDYWGQGTLVTVSS';
const LIGHT =
  'DIQMTQSPSSLSASVGDRVTITCRASQDVNTAVAWYQQKPGKAPKLLIYSASFLYSGVPSRFSGSRSGTDFTLTISSLQPEDFATYYCQQHYTTPPTFGQGTKVEIK';

describe('full-length antibody HM model (spec 2 §2.8, spec 3 §6, §9)', () => {
  it("is the structure prediction type 'full-length-antibody-hm' run by task full_length_antibody_hm, behind the New feature", () => {
    expect(FULL_LENGTH_ANTIBODY_HM).toMatchObject({ type: 'full-length-antibody-hm', task: 'full_length_antibody_hm' });
    expect(fullLengthAntibodyHmModel).toMatchObject({
      id: 'full-length-antibody-hm',
      task: 'full_length_antibody_hm',
      runs: 'structure_predictions',
      feature: 'full_length_antibody_hm',
    });
    expect(new FeatureTable(features).info('full_length_antibody_hm')).toEqual({ badge: 'new' });
    expect(actionModels).toContain(fullLengthAntibodyHmModel);
    expect(fullLengthAntibodyHmModel.defaults()).toEqual({
      task: 'full_length_antibody_hm',
      heavy: '',
      light: '',
      pose_ids: [],
      collection_id: null,
    });
  });

  it('costs 100 credits per sequence and gives the catalogue its spec row', () => {
    expect(fullLengthAntibodyHmModel.cost.price(input(HEAVY, LIGHT), { structureCount: 0 } as never)).toBe(100);
    expect(fullLengthAntibodyHmModel.cost.catalogue).toEqual([
      { action: 'Full Length Antibody HM', unit: 'sequence', cost: '100' },
    ]);
  });

  it('checks each chain by the sequence rules, naming the chain and the method', () => {
    expect(messages(fullLengthAntibodyHmModel, `${HEAVY} \n`, LIGHT.toLowerCase())).toEqual([]);
    expect(messages(fullLengthAntibodyHmModel, HEAVY, 'DIQ')).toEqual([
      [
        'input.light',
        'Light chain: Input sequence length 3 is outside the range 10 to 2000 residues that full-length antibody homology modelling accepts.',
      ],
    ]);
    expect(messages(fullLengthAntibodyHmModel, `${HEAVY}XB`, '')).toEqual([
      ['input.heavy', 'Heavy chain: it contains characters that are not one of the 20 standard amino acids: B, X.'],
      [
        'input.light',
        'Light chain: Input sequence length 0 is outside the range 10 to 2000 residues that full-length antibody homology modelling accepts.',
      ],
    ]);
  });

  it('shares the chain rules with antibody HM, which keeps its own method, price and catalogue row', () => {
    expect(messages(antibodyHmModel, HEAVY, 'DIQ')).toEqual([
      [
        'input.light',
        'Light chain: Input sequence length 3 is outside the range 10 to 2000 residues that antibody homology modelling accepts.',
      ],
    ]);
    expect(antibodyHmModel.cost.price(input(HEAVY, LIGHT), { structureCount: 0 } as never)).toBe(5);
    expect(antibodyHmModel.cost.catalogue).toEqual([{ action: 'Antibody homology modelling', unit: 'job', cost: '5' }]);
    expect(antibodyHmModel.feature).toBeUndefined();
  });

  it('stores alignments like single-chain HM, and tells which chain an alignment is from', () => {
    expect(ALIGNED_TYPES).toEqual(['single-chain-hm', 'full-length-antibody-hm']);
    const antibody = { heavy: HEAVY.toLowerCase(), light: LIGHT };
    expect(alignedChain({ query_aln_seq: 'GFNIKD--TYIHW' }, antibody)).toBe('heavy');
    expect(alignedChain({ query_aln_seq: 'RASQDVNTAV' }, antibody)).toBe('light');
    expect(alignedChain({ query_aln_seq: 'MKTAYIAKQR' }, antibody)).toBeNull();
    expect(alignedChain({ query_aln_seq: 'MKTAYIAKQR' }, { sequence: 'MKTAYIAKQR' })).toBeNull();
  });
});
