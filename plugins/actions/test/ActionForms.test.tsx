import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TabData } from '@bench/sdk';
import { actionItem, actionTab, collectionTab, setup } from './harness.tsx';

const designTab: TabData = {
  ...actionTab,
  title: 'Design 7',
  data: { type: 'actions', id: 'a1', name: 'Design', task_id: 7 },
};
const designAction = (mutations: Record<string, { mutations: string }>) =>
  actionItem({
    name: 'Design',
    input: { task: 'design', pose_ids: ['p1', 'p2'], collection_id: 'c1', repeats: 1, selector: 's1', mutations },
  });
const region = async (name: string) => within(await screen.findByRole('region', { name }));
const saveAndRun = async (name: string) =>
  (await region(name)).getByRole('button', { name: 'Save and Run' }) as HTMLButtonElement;
const NONE_ENABLED = 'Please enable at least one mutation in the mutations table.';

describe('action forms keep work and send what the form shows', { timeout: 20_000 }, () => {
  it('saves unsaved edits when the person leaves the tab, and shows them on return', async () => {
    const { api } = setup({ openTabs: [actionTab, collectionTab] });
    const repeats = await (await region('Relax 7')).findByRole('spinbutton', { name: 'Repeats' });
    fireEvent.change(repeats, { target: { value: '3' } });
    fireEvent.blur(repeats);
    fireEvent.click(await screen.findByRole('tab', { name: 'Im7' }));
    await waitFor(() => {
      const update = api.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/actions/a1'));
      expect((update?.body as { input?: { repeats: number } } | undefined)?.input?.repeats).toBe(3);
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Relax 7' }));
    await waitFor(async () =>
      expect(((await region('Relax 7')).getByRole('spinbutton', { name: 'Repeats' }) as HTMLInputElement).value).toBe(
        '3',
      ),
    );
  });

  it('choosing another selector rebuilds the mutations: nothing enabled, Save and Run disabled, the old mutations not sent', async () => {
    const { api } = setup({
      openTabs: [designTab, collectionTab],
      action: designAction({ 3: { mutations: 'A' }, 4: { mutations: '' }, 5: { mutations: '' } }),
    });
    await waitFor(async () => expect((await saveAndRun('Design 7')).disabled).toBe(false));
    const view = await region('Design 7');
    fireEvent.change(view.getByRole('combobox', { name: 'Selector' }), { target: { value: 's2' } });
    await waitFor(() => expect(view.getAllByText(NONE_ENABLED)).toHaveLength(1));
    expect((await saveAndRun('Design 7')).disabled).toBe(true);
    fireEvent.click(await screen.findByRole('tab', { name: 'Im7' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT' && c.path.endsWith('/actions/a1'))).toBe(true));
    const sent = api.calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/actions/a1')).at(-1)!.body as {
      input: { mutations: object };
    };
    expect(Object.keys(sent.input.mutations).sort()).toEqual(['8', '9']);
    expect(api.calls.some((c) => c.path.endsWith('/run'))).toBe(false);
  });

  it("names each mutations-table position's residue in the source file, from the first pose's structure tree", async () => {
    setup({ openTabs: [designTab], action: designAction({}) });
    const table = within(await (await region('Design 7')).findByRole('table', { name: 'Mutations table' }));
    await waitFor(() => expect(table.getByTitle('Residue A:103 in the source file')).toBeTruthy());
    expect(table.getByTitle('Residue A:105 in the source file')).toBeTruthy();
  });

  it('shows each validation message once, and a status in words, not its code name', async () => {
    setup({
      openTabs: [designTab],
      action: designAction({ 3: { mutations: '' }, 4: { mutations: '' }, 5: { mutations: '' } }),
    });
    const view = await region('Design 7');
    await waitFor(() => expect(view.getAllByText(NONE_ENABLED)).toHaveLength(1));
    expect(view.queryByText(/NoneEnabled/)).toBeNull();
    expect(view.getByText('No mutations enabled')).toBeTruthy();
  });

  it('cancels a running job', async () => {
    const { api } = setup({ openTabs: [actionTab], action: actionItem({ status: 'RUNNING', job_id: 'job-1' }) });
    fireEvent.click(await (await region('Relax 7')).findByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/api/actions/a1/cancel')).toBe(true),
    );
    await waitFor(async () => expect((await region('Relax 7')).getByLabelText('Status').textContent).toBe('CANCELLED'));
  });

  it('imports result files produced out of band into a queued job', async () => {
    const { api } = setup({ openTabs: [actionTab], action: actionItem({ status: 'QUEUEING', job_id: 'job-1' }) });
    const input = await (await region('Relax 7')).findByLabelText('Result files');
    const files = [new File(['{"poses":[]}'], 'output.json'), new File(['ATOM'], 'im7_a_1.pdb')];
    fireEvent.change(input, { target: { files } });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/actions/a1/importResults')).toBe(true));
    const body = api.calls.find((c) => c.path === '/api/actions/a1/importResults')!.body;
    expect(body).toEqual({
      files: [
        { name: 'output.json', data: '{"poses":[]}' },
        { name: 'im7_a_1.pdb', data: 'ATOM' },
      ],
    });
    await waitFor(async () => expect((await region('Relax 7')).getByLabelText('Status').textContent).toBe('COMPLETED'));
  });
});
