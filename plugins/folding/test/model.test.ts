import { describe, expect, it } from 'vitest';
import { aiFoldingInput, aiFoldingModel, aiFoldingRequests, foldingTargets, foldingToolsFor } from '../src/model.ts';

describe('AI folding input, price and creator targets (spec 1 §3, spec 2 §2.2, spec 3 §9)', () => {
  it("AI folding: Multimer splits a sequence on '/' into trimmed chains, the other tools fold it as one", () => {
    expect(aiFoldingInput('AlphaFold2 Multimer', ' MKTAYIAKQR / GSHMLEDPVA/ ')).toEqual({
      aiTool: 'AlphaFold2 Multimer',
      mode: 'multimer',
      sequences: ['MKTAYIAKQR', 'GSHMLEDPVA'],
    });
    expect(aiFoldingInput('AlphaFold2 Monomer', 'MKTAYIAKQR/GSHMLEDPVA')).toEqual({
      aiTool: 'AlphaFold2 Monomer',
      mode: 'monomer',
      sequences: ['MKTAYIAKQRGSHMLEDPVA'],
    });
    expect(aiFoldingInput('AlphaFold2 single sequence', 'MKTAYIAKQR').mode).toBe('singleseq');
  });

  it('AI folding: prices each sequence by tool (spec 3 §9) and refuses no sequences or a short chain', () => {
    const input = (aiTool: string, sequences: string[]) => ({ ...aiFoldingModel.defaults(), aiTool, sequences });
    const price = (aiTool: string) =>
      aiFoldingModel.cost.price(input(aiTool, ['MKTAYIAKQR']), { structureCount: 0 } as never);
    expect(
      ['AlphaFold2 Multimer', 'AlphaFold2 Monomer', 'AlphaFold2 single sequence', 'OpenFold', 'ESMFold'].map(price),
    ).toEqual([5, 5, 0.2, 5, 0.2]);
    const validate = (sequences: string[]) =>
      aiFoldingModel.validate!(input('AlphaFold2 Multimer', sequences), {} as never).map((i) => i.message);
    expect(validate([])).toEqual(['No sequences selected for AI Folding.']);
    expect(validate(['MKTAYIAKQR', 'GSH'])).toEqual([
      'Input sequence length 3 is outside the range 10 to 2000 residues that AI folding accepts.',
    ]);
    expect(validate(['MKTAYIAKQR', 'GSHMLEDPVA'])).toEqual([]);
  });

  it('the AI folding creator reads FASTA or one bare sequence, offers only Multimer for chains, and makes a group per target', () => {
    expect(foldingTargets('  ')).toEqual({ targets: [], problems: [] });
    expect(foldingTargets('MKTAYIAKQR\nGSHM\n').targets).toEqual([{ name: 'Sequence 1', sequence: 'MKTAYIAKQRGSHM' }]);
    const parsed = foldingTargets('>a\nMKTAYIAKQR\n>b\nMKTAYIAKQR/GSHMLEDPVA\n>c\nMK1\n');
    expect(parsed.targets.map((t) => t.name)).toEqual(['a', 'b']);
    expect(parsed.problems).toEqual([
      "line 6: Invalid characters in the sequence of 'c'.",
      "line 5: Record 'c' has no sequence.",
    ]);
    expect(foldingToolsFor(parsed.targets)).toEqual(['AlphaFold2 Multimer']);
    expect(foldingToolsFor(parsed.targets.slice(0, 1))).toContain('ESMFold');
    expect(aiFoldingRequests('AlphaFold2 Multimer', parsed.targets)[1]).toEqual({
      group: { name: 'AlphaFold2 Multimer: b', type: 'ai-folding' },
      member: {
        type: 'ai-folding',
        name: 'b',
        input: { aiTool: 'AlphaFold2 Multimer', mode: 'multimer', sequences: ['MKTAYIAKQR', 'GSHMLEDPVA'] },
      },
    });
  });
});
