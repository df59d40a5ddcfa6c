import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Api, LocalPrefs, Notify, type Session, type TabData } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';
import epitopes from '../src/index.ts';

const SID = 'abcdef012345abcdef012345';
const stamp = '2026-01-01T00:00:00.000Z';
const tab: TabData = {
  id: 't-e',
  kind: 'epitopePredictionView',
  title: 'Immunogenicity',
  isCloseable: true,
  data: { type: 'epitope_prediction_views', id: 'v1', name: 'Immunogenicity' },
};
const entry = (allele_name: string, nM: number, rank: number) => ({
  allele_name,
  epitope_binding_IC50_nM: nM,
  epitope_rank_percentage: rank,
  epitope_score: 0.5,
  known_epitope: false,
});
const base = {
  is_archived: false,
  is_deleted: false,
  created_timestamp: stamp,
  updated_timestamp: stamp,
  session_id: SID,
};
const done = {
  ...base,
  _id: 'e1',
  name: '1crn',
  status: 'COMPLETED',
  inputs: { pose_id: 'p1', pose_name: '1crn' },
  outputs: {
    metrics: {
      epitope_prediction_table: {
        alleles: ['HLA-A*02:01', 'HLA-A*01:01'],
        not_scored: [],
        epitope_length: 9,
        predictor: 'test',
      },
    },
    rows: [
      {
        epitope_begin_seqpos: 1,
        epitope_seq: 'SLYNTVATL',
        genome_sequence: 'SLYNTVATLY',
        epitope_data: [entry('HLA-A*02:01', 12.4, 0.31), entry('HLA-A*01:01', 9000, 45)],
      },
      {
        epitope_begin_seqpos: 2,
        epitope_seq: 'LYNTVATLY',
        genome_sequence: 'SLYNTVATLY',
        epitope_data: [entry('HLA-A*02:01', 30000, 80), entry('HLA-A*01:01', 700, 11)],
      },
    ],
  },
};
const running = { ...base, _id: 'e2', name: '1l2y', status: 'RUNNING', inputs: { pose_id: 'p2' }, outputs: {} };

function renderView(predictions: unknown[] = [running, done]) {
  const session = {
    _id: SID,
    name: 'P',
    view: {},
    state: { tabs: { active_tab_index: 0, open_tabs: [tab] } },
  } as unknown as Session;
  const api = fakeApi({
    'GET /api/sessions/:id': session,
    'PUT /api/sessions/:id': session,
    'GET /api/sessions/:sid/epitope_prediction_views/:id': {
      ...base,
      _id: 'v1',
      name: 'Immunogenicity',
      epitope_prediction_ids: ['e1', 'e2'],
      pose_ids: ['p1', 'p2'],
      unit: 'rank',
    },
    'POST /api/sessions/:sid/epitope_predictions/query': { models: predictions },
  });
  createTestWorkbench({
    plugins: [epitopes],
    route: `/sessions/${SID}`,
    services: [
      provide(Api, api),
      provide(Notify, fakeNotify()),
      provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
    ],
  }).render();
}

describe('epitope prediction view (plugin alone)', () => {
  it('lists the predictions in the view order; a loading one cannot be opened; a finished one opens its grid', async () => {
    renderView();
    const region = await screen.findByRole('region', { name: 'Immunogenicity' });
    const summary = await within(region).findByRole('table', { name: 'Epitope predictions' });
    const rows = within(summary).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^1crnCOMPLETED21$/),
      expect.stringMatching(/^1l2yRUNNINGloading…–$/),
    ]);
    fireEvent.click(rows[2]!);
    expect(within(region).queryByRole('table', { name: 'Epitope grid' })).toBeNull();
    fireEvent.click(rows[1]!);
    const grid = await within(region).findByRole('table', { name: 'Epitope grid' });
    // human8, rank: A*01:01 and A*02:01 scored, the six others of the group not
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Position', 'Sequence', 'Hits', 'Average', 'HLA-A*01:01', 'HLA-A*02:01']);
    expect(within(grid).getAllByRole('row')[1]!.textContent).toBe('1SLYNTVATL122.6645.000.31');
    expect(within(region).getByText(/Not scored \(no model for this length\): HLA-A\*03:01/)).toBeTruthy();
    fireEvent.change(within(region).getByLabelText('Cutoff (%)'), { target: { value: '101' } });
    expect(within(region).getByRole('alert').textContent).toBe('Between 0% and 100%');
    fireEvent.click(within(region).getByRole('button', { name: /All predictions/ }));
    await waitFor(() => expect(within(region).getByRole('table', { name: 'Epitope predictions' })).toBeTruthy());
  });

  it('counts hits and opens the grid with the alleles and cutoff the prediction was run with', async () => {
    renderView([
      running,
      {
        ...done,
        inputs: { pose_id: 'p1', pose_name: '1crn', mhc_allele_list: ['HLA-A*01:01'], cutoffs: { rank: 50, nM: 500 } },
      },
    ]);
    const region = await screen.findByRole('region', { name: 'Immunogenicity' });
    const summary = await within(region).findByRole('table', { name: 'Epitope predictions' });
    // A*01:01 at rank 45 and 11: both peptides bind at 50 % (with human8 at 10 % only the first would, through A*02:01)
    expect(within(summary).getAllByRole('row')[1]!.textContent).toMatch(/^1crnCOMPLETED22$/);
    fireEvent.click(within(summary).getAllByRole('row')[1]!);
    const grid = await within(region).findByRole('table', { name: 'Epitope grid' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Position', 'Sequence', 'Hits', 'Average', 'HLA-A*01:01']);
    expect((within(region).getByLabelText('Alleles') as HTMLSelectElement).value).toBe('chosen');
    expect((within(region).getByLabelText('Cutoff (%)') as HTMLInputElement).value).toBe('50');
  });
});
