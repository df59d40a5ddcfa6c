import { describe, expect, it } from 'vitest';
import { ApiError } from '@bench/sdk';
import {
  aiFoldingInput,
  aiFoldingModel,
  aiFoldingRequests,
  DEFAULT_SORT,
  foldingTargets,
  foldingToolsFor,
  groupCost,
  groupStage,
  failureMessage,
  filterPredictions,
  groupStatus,
  newGroupName,
  nextSort,
  sequenceIssues,
  singleChainHmModel,
  sortPredictions,
  statusCounts,
  type PredictionStatus,
} from '../src/model.ts';

const row = (name: string, status: PredictionStatus, updated: string) => ({
  name,
  type: 'single-chain-hm',
  status,
  updated_timestamp: updated,
});
const rows = [
  row('b', 'completed', '2026-01-02'),
  row('a', 'created', '2026-01-03'),
  row('c', 'failed', '2026-01-01'),
  row('d', 'running', '2026-01-04'),
];

describe('structure prediction list rules (spec 2 §4)', () => {
  it('sorts by updated, newest first, by default; the same key while ascending flips, another key starts ascending', () => {
    expect(sortPredictions(rows, DEFAULT_SORT).map((r) => r.name)).toEqual(['d', 'a', 'b', 'c']);
    const byName = nextSort(DEFAULT_SORT, 'name');
    expect(byName).toEqual({ key: 'name', descending: false });
    expect(nextSort(byName, 'name')).toEqual({ key: 'name', descending: true });
    expect(nextSort({ key: 'name', descending: true }, 'name')).toEqual({ key: 'name', descending: false });
    expect(sortPredictions(rows, byName).map((r) => r.name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('filters by running / completed / failed, created counting as running, and counts every row', () => {
    expect(statusCounts(rows)).toEqual({ running: 2, completed: 1, failed: 1 });
    expect(filterPredictions(rows, new Set(['completed', 'failed'] as const)).map((r) => r.name)).toEqual(['b', 'c']);
    expect(filterPredictions(rows, new Set(['running'] as const)).map((r) => r.name)).toEqual(['a', 'd']);
  });

  it('derives a group status: created until submitted; then failed wins, running while any member runs, else completed', () => {
    expect(groupStatus({ submitted: false }, [{ status: 'failed' }])).toBe('created');
    expect(groupStatus({ submitted: true }, [{ status: 'running' }, { status: 'failed' }])).toBe('failed');
    expect(groupStatus({ submitted: true }, [{ status: 'running' }, { status: 'completed' }])).toBe('running');
    expect(groupStatus({ submitted: true }, [{ status: 'completed' }])).toBe('completed');
  });

  it("names a new group 'Single-Chain HM N', N one more than the groups of that type", () => {
    expect(newGroupName([])).toBe('Single-Chain HM 1');
    expect(newGroupName([{ type: 'single-chain-hm' }, { type: 'antibody-hm' }, { type: 'single-chain-hm' }])).toBe(
      'Single-Chain HM 3',
    );
  });
});

describe('single-chain HM input and messages (spec 3 §8, §9)', () => {
  it('accepts 10–2000 standard amino acids and names the problem otherwise', () => {
    expect(sequenceIssues('ttccps ivarsnfnvc\n')).toEqual([]);
    expect(sequenceIssues('MKV')[0]!.message).toBe(
      'Input sequence length 3 is outside the range 10 to 2000 residues that single-chain homology modelling accepts.',
    );
    expect(sequenceIssues('MKVLAAGIXXBZKLLEEK')[0]!.message).toBe(
      'The target sequence contains characters that are not one of the 20 standard amino acids: B, X, Z.',
    );
  });

  it("shows 'Input sequence length' and 422 messages as they are, otherwise the fallback", () => {
    expect(failureMessage(new ApiError('Input sequence length 3 is outside …', 400), 'fallback')).toBe(
      'Input sequence length 3 is outside …',
    );
    expect(failureMessage(new ApiError('Server says no', 422), 'fallback')).toBe('Server says no');
    expect(failureMessage(new ApiError('boom', 500), 'Something went wrong while submitting Single-Chain HM.')).toBe(
      'Something went wrong while submitting Single-Chain HM.',
    );
  });

  it('prices 100 credits per sequence and lists that row in the catalogue', () => {
    expect(singleChainHmModel.cost.price(singleChainHmModel.defaults(), { structureCount: 0 } as never)).toBe(100);
    expect(singleChainHmModel.cost.catalogue).toEqual([{ action: 'Single-Chain HM', unit: 'sequence', cost: '100' }]);
  });

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

  it('the group screen falls back to targets for any unknown stage, and costs 100 per member', () => {
    expect(['targets', 'templates', 'run', 'review', undefined].map(groupStage)).toEqual([
      'targets',
      'templates',
      'run',
      'targets',
      'targets',
    ]);
    expect(groupCost(3)).toBe(300);
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
