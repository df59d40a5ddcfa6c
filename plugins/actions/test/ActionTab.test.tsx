import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, Workspace, MESSAGES } from '@bench/sdk';
import { ACTION_TAB_MESSAGES } from '../src/messages.ts';
import { actionItem, actionTab, setup } from './harness.tsx';

const tab = async () => within(await screen.findByRole('region', { name: 'Relax 7' }));
const button = async (name: string) => (await tab()).getByRole('button', { name }) as HTMLButtonElement;
const setRepeats = async (value: string) => {
  const input = await (await tab()).findByRole('spinbutton', { name: 'Repeats' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('Action tab', () => {
  it('shows the form, the price, the engine and the source poses', async () => {
    setup({ openTabs: [actionTab] });
    const view = await tab();
    expect(await view.findByRole('spinbutton', { name: 'Repeats' })).toBeTruthy();
    expect(view.getByText('Simulated')).toBeTruthy();
    await waitFor(() => expect(view.getByText('im7_a, im7_b')).toBeTruthy());
    expect(view.getByText('0.40 credits')).toBeTruthy();
    expect(view.getByRole('option', { name: 'Loop' })).toBeTruthy();
  });

  it('shows and prices the source poses the unsaved form names, before a save, and saves them', async () => {
    const { api } = setup({ openTabs: [actionTab] });
    const view = await tab();
    await waitFor(() => expect(view.getByText('im7_a, im7_b')).toBeTruthy());
    expect(view.getByText('0.40 credits')).toBeTruthy();
    fireEvent.click(await button('Only im7_a'));
    await waitFor(() => expect(view.getByText('im7_a')).toBeTruthy());
    expect(view.getByText('0.20 credits')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT' && c.path.endsWith('/actions/a1'))).toBe(false);
    fireEvent.click(await button('Save'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT' && c.path.endsWith('/actions/a1'))).toBe(true));
    const update = api.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/actions/a1'))!;
    expect((update.body as { input: { pose_ids: string[] } }).input.pose_ids).toEqual(['p1']);
    await waitFor(async () => expect((await button('Save')).disabled).toBe(true));
    expect(view.getByText('im7_a')).toBeTruthy();
  });

  it('enables Save only after a local edit, and saves the input', async () => {
    const { api } = setup({ openTabs: [actionTab] });
    await waitFor(async () => expect((await button('Save and Run')).disabled).toBe(false));
    expect((await button('Save')).disabled).toBe(true);
    await setRepeats('3');
    await waitFor(async () => expect((await button('Save')).disabled).toBe(false));
    expect((await tab()).getByText('1.20 credits')).toBeTruthy();
    fireEvent.click(await button('Save'));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/api/sessions/abcdef012345/actions/a1')).toBe(
        true,
      ),
    );
    const update = api.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/actions/a1'))!;
    expect((update.body as { input: { repeats: number } }).input.repeats).toBe(3);
    await waitFor(async () => expect((await button('Save')).disabled).toBe(true));
  });

  it('leaves out of the saved input a field the job no longer has, so an older action still saves and runs', async () => {
    const older = actionItem({ input: { ...actionItem().input, retired_option: true } });
    const { api } = setup({ openTabs: [actionTab], action: older });
    await waitFor(async () => expect((await button('Save and Run')).disabled).toBe(false));
    expect((await button('Save')).disabled).toBe(true);
    fireEvent.click(await button('Save and Run'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/actions/a1/run')).toBe(true));
    const update = api.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/actions/a1'))!;
    expect((update.body as { input: unknown }).input).toEqual(actionItem().input);
  });

  it('Save and Run updates, runs, reloads, and shows QUEUEING as RUNNING with a note that it waits for a worker, read-only', async () => {
    const { api, push } = setup({ openTabs: [actionTab] });
    await setRepeats('2');
    await waitFor(async () => expect((await button('Save and Run')).disabled).toBe(false));
    fireEvent.click(await button('Save and Run'));
    await waitFor(async () =>
      expect((await tab()).getByLabelText('Queue').textContent).toBe(ACTION_TAB_MESSAGES.waitingForWorker),
    );
    expect((await tab()).getByLabelText('Status').textContent).toBe('RUNNING');
    await act(async () => push({ status: 'RUNNING' }));
    await waitFor(async () => expect((await tab()).queryByLabelText('Queue')).toBeNull());
    expect((await tab()).getByLabelText('Status').textContent).toBe('RUNNING');
    const writes = api.calls
      .filter((c) => c.method === 'PUT' && !c.path.startsWith('/api/sessions/abcdef012345?'))
      .map((c) => c.path);
    expect(writes.filter((p) => p.includes('actions'))).toEqual([
      '/api/sessions/abcdef012345/actions/a1',
      '/api/actions/a1/run',
    ]);
    const reloads = api.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/actions/a1'));
    expect(reloads.length).toBeGreaterThanOrEqual(2);
    expect((await tab()).getByText('job-1')).toBeTruthy();
    expect(((await tab()).getByRole('spinbutton', { name: 'Repeats' }) as HTMLInputElement).disabled).toBe(true);
    expect((await button('Save and Run')).disabled).toBe(true);
  });

  it('shows the billing message when the run fails with 422 and a known code', async () => {
    const { notify } = setup({
      openTabs: [actionTab],
      run: () => {
        throw new ApiError('Not enough credits', 422, 'INSUFFICIENT_CREDITS');
      },
    });
    await waitFor(async () => expect((await button('Save and Run')).disabled).toBe(false));
    fireEvent.click(await button('Save and Run'));
    await waitFor(() =>
      expect(notify.messages).toContainEqual({ kind: 'error', message: MESSAGES.billing.insufficient }),
    );
    await waitFor(async () => expect((await button('Save and Run')).disabled).toBe(false));
  });

  it("shows 'There was an error running action' with name and task id otherwise", async () => {
    const { notify } = setup({
      openTabs: [actionTab],
      run: () => {
        throw new ApiError('boom', 500, 'INTERNAL');
      },
    });
    await waitFor(async () => expect((await button('Save and Run')).disabled).toBe(false));
    fireEvent.click(await button('Save and Run'));
    await waitFor(() =>
      expect(notify.messages).toContainEqual({ kind: 'error', message: 'There was an error running action Relax 7' }),
    );
  });

  it('keeps the results link disabled until the pushed status says executed', async () => {
    const { push, bench } = setup({
      openTabs: [actionTab],
      action: actionItem({ status: 'RUNNING', job_id: 'job-1', progress: { step: 'relaxing', percent: 40 } }),
    });
    const results = await button('Results collection');
    expect(results.disabled).toBe(true);
    expect(results.title).toBe(ACTION_TAB_MESSAGES.resultsNotReady('Relax', 7));
    expect((await tab()).getByText('relaxing 40%')).toBeTruthy();
    await act(async () =>
      push({ status: 'COMPLETED', is_executed: true, results_collection_id: 'c9', progress: null }),
    );
    await waitFor(async () => expect((await button('Results collection')).disabled).toBe(false));
    expect((await tab()).getByLabelText('Status').textContent).toBe('COMPLETED');
    await waitFor(async () => expect((await tab()).getByText('Relax results (c9)')).toBeTruthy());
    fireEvent.click(await button('Results collection'));
    expect(await screen.findByText('Collection view')).toBeTruthy();
    expect(bench.get(Workspace).state.tabs.at(-1)).toMatchObject({
      kind: 'collection',
      title: 'Relax results',
      data: { type: 'pose_collections', id: 'c9' },
    });
  });

  it('after Cancel says the charge was refunded and that no results will come', async () => {
    setup({
      openTabs: [actionTab],
      action: actionItem({ status: 'RUNNING', job_id: 'job-1', price: 0.2, engine: 'builtin' }),
    });
    expect((await tab()).getByText(/Charged:/).textContent).toBe('Charged: 0.20 credits');
    fireEvent.click(await button('Cancel'));
    await waitFor(async () => expect((await tab()).getByLabelText('Status').textContent).toBe('CANCELLED'));
    const view = await tab();
    expect(view.getByText(/Refunded:/).textContent).toBe('Refunded: 0.20 credits');
    expect(view.queryByText(/Charged:/)).toBeNull();
    expect(view.getByText('Action `Relax 7` was cancelled: it has no results.')).toBeTruthy();
    expect(view.queryByText(ACTION_TAB_MESSAGES.resultsNotReady('Relax', 7))).toBeNull();
  });

  it("says 'Source collection missing, contact support.' when the action names no source collection", async () => {
    const { notify } = setup({
      openTabs: [actionTab],
      action: actionItem({ input: { task: 'relax', pose_ids: ['p1'], collection_id: null, repeats: 1 } }),
    });
    fireEvent.click(await button('Source collection'));
    await waitFor(() =>
      expect(notify.messages).toContainEqual({ kind: 'error', message: 'Source collection missing, contact support.' }),
    );
  });

  it("shows the engine's method and notes once the job has run (the units of its scores), none before", async () => {
    const note =
      "ZINC1 was docked with AutoDock Vina v1.2.3 where LIA 299 was; the score is Vina's affinity (kcal/mol) of the best of its modes.";
    const method = { name: 'Docking with AutoDock Vina v1.2.3', exhaustiveness: 8 };
    const { push } = setup({
      openTabs: [actionTab],
      action: actionItem({ engine: 'builtin', status: 'RUNNING', job_id: 'job-1' }),
    });
    expect((await tab()).queryByRole('region', { name: 'Method' })).toBeNull();
    await act(async () =>
      push({ status: 'COMPLETED', is_executed: true, results_collection_id: 'c9', method, notes: [note] }),
    );
    const record = within(await (await tab()).findByRole('region', { name: 'Method' }));
    expect(record.getByText(note)).toBeTruthy();
    expect(record.getByText('exhaustiveness')).toBeTruthy();
    expect(record.getByText('8')).toBeTruthy();
  });

  it('offers the sequence collection, not a results collection, when the job made only sequences', async () => {
    const sequence_results = {
      fasta_data: '>a\nMELK\n',
      sequence_collection_name: 'im7_a ProteinMPNN (simulated)',
      sequence_collection_id: 's1',
    };
    setup({
      openTabs: [actionTab],
      action: actionItem({ status: 'COMPLETED', is_executed: true, results_collection_id: null, sequence_results }),
    });
    await waitFor(async () => expect((await button('Sequence collection')).disabled).toBe(false));
    const results = await button('Results collection');
    expect(results.disabled).toBe(true);
    expect(results.title).toBe(ACTION_TAB_MESSAGES.sequencesOnly('Relax', 7));
  });

  it('explains a broken loop found by verification', async () => {
    setup({
      openTabs: [actionTab],
      action: actionItem({
        status: 'COMPLETED',
        is_executed: true,
        verification: { verified: false, message: 'loop_broken' },
      }),
    });
    expect(
      await (await tab()).findByText(
        /We detected that one or more CA-CA distances in your loop were greater than 4 angstroms\./,
      ),
    ).toBeTruthy();
    expect((await tab()).getByRole('link', { name: 'Documentation' })).toBeTruthy();
  });
});
