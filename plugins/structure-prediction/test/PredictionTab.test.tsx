import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HOST_SESSION, renderSessionTab } from '@bench/testing';
import structurePrediction from '../src/index.ts';

const stamp = '2026-01-01T00:00:00.000Z';
const prediction = (overrides: Record<string, unknown>) => ({
  _id: 'sp1',
  session_id: HOST_SESSION,
  name: 'crambin',
  type: 'single-chain-hm',
  status: 'running',
  job_status: 'RUNNING',
  collection_id: null,
  group_id: 'g1',
  single_chain_hm_template_ids: [],
  single_chain_hm_ligands_id: null,
  errors_and_warnings: {},
  input: { sequence: 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN' },
  alignments: [],
  price: 100,
  is_archived: false,
  is_deleted: false,
  created_timestamp: stamp,
  updated_timestamp: stamp,
  ...overrides,
});

function renderTab(stored: Record<string, unknown>) {
  // the server's copy: the cancel changes it, and the tab reads it again (its own live event is dropped)
  let current = stored;
  return renderSessionTab({
    plugins: [structurePrediction],
    tab: {
      id: 't-p',
      kind: 'structurePrediction',
      title: 'crambin',
      isCloseable: true,
      data: { type: 'structure_predictions', id: 'sp1', name: 'crambin' },
    },
    routes: {
      'GET /api/sessions/:sid/structure_predictions/:id': () => current,
      'POST /api/sessions/:sid/structure_predictions/getMany': () => [current],
      'PUT /api/structure_predictions/:id/cancel': () => {
        current = { ...stored, status: 'failed', job_status: 'CANCELLED', progress: null };
        return current;
      },
    },
  });
}

const status = async () => screen.findByTestId('prediction-status');

describe("a structure prediction's tab: its run can be cancelled, and a cancelled run says so", () => {
  it('offers Cancel run while the prediction runs; once cancelled the tab reads so', async () => {
    const { api, notify } = renderTab(prediction({ progress: { step: 'Searching templates', percent: 20 } }));
    expect((await status()).textContent).toBe('running · Searching templates (20 %)');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel run' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/api/structure_predictions/sp1/cancel')).toBe(
        true,
      ),
    );
    await waitFor(() =>
      expect(notify.messages).toContainEqual({
        kind: 'success',
        message: 'The run was cancelled and its credits returned.',
      }),
    );
    await waitFor(async () => expect((await status()).textContent).toBe('failed (cancelled)'));
    expect(screen.getByText('Credits').nextElementSibling?.textContent).toBe('100 (returned)');
    expect(screen.queryByRole('button', { name: 'Cancel run' })).toBeNull();
  });

  it('reads "failed (cancelled)" after a cancel, with nothing left to cancel', async () => {
    renderTab(prediction({ status: 'failed', job_status: 'CANCELLED' }));
    expect((await status()).textContent).toBe('failed (cancelled)');
    expect(screen.queryByRole('button', { name: 'Cancel run' })).toBeNull();
  });
});
