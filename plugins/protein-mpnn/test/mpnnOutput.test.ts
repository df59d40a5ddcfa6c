import { describe, expect, it } from 'vitest';
import { parseMpnnOutput } from '../src/mpnnOutput.ts';

// the header layout protein_mpnn_run.py writes (v1.0.1): native first, then one record per sample
const FILE = `>source, score=1.6732, global_score=1.6732, fixed_chains=['B'], designed_chains=['A', 'C'], model_name=v_48_020, git_hash=8907e66, seed=37
MKTAYIAK/GSHMLE
>T=0.1, sample=1, score=0.9174, global_score=0.9174, seq_recovery=0.4615
MKEAYIAK/GSHALE
>T=0.1, sample=2, score=0.8811, global_score=0.8811, seq_recovery=0.5385
MKTAYLAK/
GSHMLK
`;

describe("ProteinMPNN's output file", () => {
  it('reads the native record and each sample with its score, recovery and designed chains (sequences may wrap)', () => {
    const output = parseMpnnOutput(FILE);
    expect(output.native.fields).toMatchObject({ model_name: 'v_48_020', seed: '37', designed_chains: "['A', 'C']" });
    expect(output.native.chains).toEqual(['MKTAYIAK', 'GSHMLE']);
    expect(output.samples).toEqual([
      {
        sample: 1,
        temperature: 0.1,
        score: 0.9174,
        globalScore: 0.9174,
        recovery: 0.4615,
        chains: ['MKEAYIAK', 'GSHALE'],
      },
      {
        sample: 2,
        temperature: 0.1,
        score: 0.8811,
        globalScore: 0.8811,
        recovery: 0.5385,
        chains: ['MKTAYLAK', 'GSHMLK'],
      },
    ]);
  });

  it('refuses an empty file and a sample without a score', () => {
    expect(() => parseMpnnOutput('')).toThrow('ProteinMPNN wrote no sequences.');
    expect(() => parseMpnnOutput('>n, score=1\nMK\n>T=0.1, sample=1\nMK\n')).toThrow(
      'ProteinMPNN sample 1 has no score.',
    );
  });
});
