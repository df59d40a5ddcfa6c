import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, Workspace } from '@bench/sdk';
import { ACTION_TAB_MESSAGES } from '../src/messages.ts';
import { SESSION, actionTab, collectionTab, setup } from './harness.tsx';

const newActions = async () => within(await screen.findByRole('list', { name: 'New action' }));
const button = async (name: RegExp) => (await newActions()).getByRole('button', { name }) as HTMLButtonElement;

describe('Actions panel', () => {
  it('disables actions the selection does not allow, with the exact hint as tooltip and text', async () => {
    setup({ selected: 0 });
    const relax = await button(/Relax/);
    await waitFor(() => expect(relax.disabled).toBe(true));
    expect(relax.title).toBe('Select at least 1 structure to run Relax');
    expect(screen.getByText('Select at least 1 structure to run Relax')).toBeTruthy();
    expect(screen.getByText('Select 1 structure to run ProteinMPNN')).toBeTruthy();
    expect((await newActions()).getByText('New')).toBeTruthy();
  });

  it('enables by the poses selected in the active collection tab', async () => {
    setup({ selected: 2 });
    const relax = await button(/Relax/);
    await waitFor(() => expect(relax.disabled).toBe(false));
    expect((await button(/ProteinMPNN/)).title).toBe('Select 1 structure to run ProteinMPNN');
  });

  it("follows the session's selected structures whichever tab is active", async () => {
    setup({ selected: 1, openTabs: [collectionTab, actionTab], active: 1 });
    const relax = await button(/Relax/);
    await waitFor(() => expect(relax.disabled).toBe(false));
    expect((await button(/ProteinMPNN/)).disabled).toBe(false);
  });

  it('creates the action with its defaults under the wire name and opens its tab', async () => {
    const { api, bench } = setup({ selected: 1 });
    const mpnn = await button(/ProteinMPNN/);
    await waitFor(() => expect(mpnn.disabled).toBe(false));
    fireEvent.click(mpnn);
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === `/api/sessions/${SESSION}/actions`)).toBe(true),
    );
    const create = api.calls.find((c) => c.method === 'POST' && c.path === `/api/sessions/${SESSION}/actions`)!;
    expect(create.body).toEqual({
      name: 'ProteinMPNN',
      input: { task: 'mpnn', pose_ids: ['p1'], collection_id: 'c1', repeats: 1 },
      score_function: 'ref2015',
      results: [],
    });
    const workspace = bench.get(Workspace);
    await waitFor(() =>
      expect(workspace.state.tabs.at(-1)).toMatchObject({
        kind: 'action',
        title: 'ProteinMPNN 7',
        icon: 'cog',
        data: { type: 'actions', id: 'a1' },
      }),
    );
    expect(await screen.findByRole('region', { name: 'ProteinMPNN 7' })).toBeTruthy();
  });

  it("shows the server's message when creating fails with 422, else the generic one", async () => {
    const { notify } = setup({
      selected: 2,
      create: () => {
        throw new ApiError('Session is locked.', 422, 'LOCKED');
      },
    });
    const relax = await button(/Relax/);
    await waitFor(() => expect(relax.disabled).toBe(false));
    fireEvent.click(relax);
    await waitFor(() => expect(notify.messages).toContainEqual({ kind: 'error', message: 'Session is locked.' }));
    expect(ACTION_TAB_MESSAGES.create).toBe('There was an error creating the action');
  });

  it("lists the session's actions to reopen, archive and delete", async () => {
    setup();
    const list = within(await screen.findByRole('region', { name: 'Session actions' }));
    fireEvent.click(await list.findByRole('button', { name: 'Relax 7' }));
    expect(await screen.findByRole('region', { name: 'Relax 7' })).toBeTruthy();
    expect(list.getByRole('button', { name: 'Archive Relax 7' })).toBeTruthy();
    expect(list.getByRole('button', { name: 'Delete Relax 7' })).toBeTruthy();
  });
});
