import { describe, expect, it } from 'vitest';
import { readPose } from '@bench/engine-sim';
import { readFixture } from '@bench/fixtures';
import { proteinMpnnModel, type ProteinMpnnInput } from '../src/model.ts';
import { mpnnArgs } from '../src/mpnnArgs.ts';

const hemoglobin = readPose(readFixture('pdb', '4hhb.pdb'));
const antibody = readPose(readFixture('pdb', '1a0q.pdb'));
const args = (patch: Partial<ProteinMpnnInput>, pose = hemoglobin, selectors: Record<string, number[]> = {}) =>
  mpnnArgs({ ...proteinMpnnModel.defaults(), ...patch }, selectors, pose);

describe('ProteinMPNN form fields → the step’s arguments', () => {
  it('maps the defaults: one design at 0.1, every chain designed, nothing fixed', () => {
    expect(args({})).toEqual({ designs: 1, temperature: 0.1, chains: null, fixed: [] });
  });

  it('reads designs and temperature as the form does (text numbers, floor at one design and 0)', () => {
    expect(args({ n_mpnn_designs: '12', sampling_temp: '0.25' })).toMatchObject({ designs: 12, temperature: 0.25 });
    expect(args({ n_mpnn_designs: 'many', sampling_temp: 'hot' })).toMatchObject({ designs: 1, temperature: 0 });
  });

  it('turns the fixed residues selector’s sequence positions into PDB identities, across chains', () => {
    // 4HHB: chain A holds positions 1–141, chain B starts at 142 (its residue 1)
    expect(args({ use_fixed_residues: true, selector: 's' }, hemoglobin, { s: [1, 2, 141, 142] }).fixed).toEqual([
      'A1',
      'A2',
      'A141',
      'B1',
    ]);
  });

  it('keeps insertion codes (1A0Q heavy chain 52A, 82A–C)', () => {
    const positions = antibody.residues
      .filter((r) => r.chain === 'H' && r.resid === 82 && r.position !== null)
      .map((r) => r.position!);
    expect(args({ use_fixed_residues: true, selector: 's' }, antibody, { s: positions }).fixed).toEqual([
      'H82',
      'H82A',
      'H82B',
      'H82C',
    ]);
  });

  it('designs every chain but the fixed one, and lists no residue of it', () => {
    const mapped = args(
      { use_fixed_chain: true, fixed_chain: 'B', use_fixed_residues: true, selector: 's' },
      hemoglobin,
      { s: [1, 142] },
    );
    expect(mapped.chains).toEqual(['A', 'C', 'D']);
    expect(mapped.fixed).toEqual(['A1']);
  });

  it('ignores the fixed chain and residues while their switches are off', () => {
    expect(
      args({ use_fixed_chain: false, fixed_chain: 'B', use_fixed_residues: false, selector: 's' }, hemoglobin, {
        s: [1],
      }),
    ).toMatchObject({ chains: null, fixed: [] });
  });

  it('names a fixed chain that is not in the structure', () => {
    expect(() => args({ use_fixed_chain: true, fixed_chain: 'Z' })).toThrow('Chain Z is not in the structure.');
  });
});
