import { describe, expect, it } from 'vitest';
import { ApiError } from '@bench/sdk';
import {
  DEFAULT_SORT,
  failureMessage,
  filterPredictions,
  groupStatus,
  newGroupName,
  nextSort,
  sequenceIssues,
  sortPredictions,
  statusCounts,
  type PredictionStatus,
} from '../src/index.ts';

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

describe('sequence rules and messages (spec 3 §8)', () => {
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
});
