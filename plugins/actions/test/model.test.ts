import { describe, expect, it } from 'vitest';
import { ApiError, type ValidationIssue } from '@bench/sdk/model';
import type { ResidueType } from '@bench/structure';
import { ACTION_TAB_MESSAGES } from '../src/messages.ts';
import {
  canRun,
  canSave,
  createActionBody,
  isEditable,
  mutationSource,
  priceLine,
  resultsPending,
  runErrorMessage,
  sameValue,
  sourcePreview,
} from '../src/model.ts';

const error: ValidationIssue = { severity: 'error', message: 'Repeats out of bounds' };
const warning: ValidationIssue = {
  severity: 'warning',
  message: 'Loops under 14 residues are best benchmarked (see documentation).',
};
const ready = { hasData: true, saving: false, editable: true, issues: [] };

describe('honest price and results lines (issue 26 item 3)', () => {
  it('prices before the run, says charged while queued, running or completed, refunded after a cancel or a failure', () => {
    expect(priceLine({ status: 'INIT', price: null }, 0.4)).toEqual({ label: 'Price', credits: 0.4 });
    for (const status of ['QUEUEING', 'RUNNING', 'COMPLETED'] as const)
      expect(priceLine({ status, price: 0.2 }, 0.4)).toEqual({ label: 'Charged', credits: 0.2 });
    for (const status of ['CANCELLED', 'FAILED'] as const)
      expect(priceLine({ status, price: 0.2 }, 0.4)).toEqual({ label: 'Refunded', credits: 0.2 });
  });
  it('promises results after the run only while it can still finish', () => {
    expect(resultsPending({ name: 'Relax', task_id: 7, status: 'RUNNING' })).toBe(
      ACTION_TAB_MESSAGES.resultsNotReady('Relax', 7),
    );
    expect(resultsPending({ name: 'Relax', task_id: 7, status: 'CANCELLED' })).toBe(
      'Action `Relax 7` was cancelled: it has no results.',
    );
    expect(resultsPending({ name: 'Relax', task_id: 7, status: 'FAILED' })).toBe(
      'Action `Relax 7` failed: it has no results.',
    );
  });
});

describe('action workspace rules', () => {
  it('previews at most 5 source pose names, then an ellipsis', () => {
    expect(sourcePreview(['a', 'b'])).toBe('a, b');
    expect(sourcePreview(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('a, b, c, d, e, …');
  });

  it('creates with the defaults under the wire name', () => {
    const loop = {
      label: 'Loop Rebuild',
      task: 'loop_rebuild',
      wireName: 'loopmodel',
      defaults: () => ({ task: 'loop_rebuild', pose_ids: [], collection_id: null, repeats: 10 }),
    };
    expect(createActionBody(loop, ['p1'], 'c1', null)).toEqual({
      name: 'Loop Rebuild',
      input: { task: 'loopmodel', pose_ids: ['p1'], collection_id: 'c1', repeats: 10 },
      score_function: null,
      results: [],
    });
  });

  it('is editable only while INIT and Run was not clicked', () => {
    expect(isEditable('INIT', false)).toBe(true);
    expect(isEditable('INIT', true)).toBe(false);
    expect(isEditable('QUEUEING', false)).toBe(false);
  });

  it('runs with data, not saving, editable and without errors; saves only with changes too', () => {
    expect(canRun(ready)).toBe(true);
    expect(canRun({ ...ready, issues: [warning] })).toBe(true);
    expect(canRun({ ...ready, issues: [error] })).toBe(false);
    expect(canRun({ ...ready, hasData: false })).toBe(false);
    expect(canRun({ ...ready, saving: true })).toBe(false);
    expect(canRun({ ...ready, editable: false })).toBe(false);
    expect(canSave(ready, false)).toBe(false);
    expect(canSave(ready, true)).toBe(true);
  });

  it('shows a billing message for a known 422 code, else the run error with name and task id', () => {
    const billing = (e: unknown) =>
      e instanceof ApiError && e.code === 'INSUFFICIENT_CREDITS'
        ? 'Insufficient credits to complete this request.'
        : null;
    const action = { name: 'Design', task_id: 3 };
    expect(runErrorMessage(new ApiError('x', 422, 'INSUFFICIENT_CREDITS'), action, billing)).toBe(
      'Insufficient credits to complete this request.',
    );
    expect(runErrorMessage(new ApiError('x', 500), action, billing)).toBe('There was an error running action Design 3');
  });

  it('words the collection messages as the catalogue does', () => {
    expect(ACTION_TAB_MESSAGES.sourceMissing('Design', 3)).toBe(
      'Cannot open the input collection for action `Design 3`. The input collection might have been removed.',
    );
    expect(ACTION_TAB_MESSAGES.resultsNotReady('Design', 3)).toBe(
      'The results of action `Design 3` will be available after it finishes executing.',
    );
  });

  it('compares inputs structurally', () => {
    expect(sameValue({ a: [1, { b: 2 }], c: undefined }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [1, 3] })).toBe(false);
  });

  it("reads source residues from the pose's structure tree (types, chain and number), else its sequence as amino acids", () => {
    const residue = (position: number, chain: string, resi: number, letter: string, type: ResidueType) => ({
      position,
      chain,
      resi,
      icode: position === 3 ? 'A' : ' ',
      name3: '',
      letter,
      type,
      rna: false,
    });
    const tree = {
      chains: [
        { chain: 'B', residues: [residue(1, 'B', 1, 'G', 'cdna')] },
        { chain: 'A', residues: [residue(2, 'A', 155, 'S', 'caa'), residue(3, 'A', 155, 'K', 'caa')] },
      ],
    };
    expect(mutationSource({ _id: 'p', sequence: 'G/SK' }, tree).residues).toEqual([
      { letter: 'G', type: 'cdna', residue: 'B:1' },
      { letter: 'S', type: 'caa', residue: 'A:155' },
      { letter: 'K', type: 'caa', residue: 'A:155A' },
    ]);
    expect(mutationSource({ _id: 'p', sequence: 'MK' }).residues).toEqual([
      { letter: 'M', type: 'caa' },
      { letter: 'K', type: 'caa' },
    ]);
  });
});
