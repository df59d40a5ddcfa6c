import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Api, Live, Notify, MESSAGES, projectNameMessage, type Session } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide, type FakeLive } from '@bench/testing';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const project = (id: string, name: string, created: string, updated: string) =>
  ({
    _id: id,
    name,
    created_timestamp: created,
    updated_timestamp: updated,
    updated_user_name: 'Ada Lovelace',
    is_deleted: false,
    is_archived: false,
  }) as Session;

function renderList(flags = {}) {
  const projects = [
    project('aaaaa', 'Beta screen', minutesAgo(600), minutesAgo(5)),
    project('bbbbb', 'alpha design', minutesAgo(300), minutesAgo(60)),
    project('ccccc', 'Gamma', minutesAgo(100), minutesAgo(1)),
  ];
  const api = fakeApi({
    'POST /api/sessions/query': () => ({ models: projects }),
    'PUT /api/sessions/:id': ({ params, body }: { params: { id: string }; body: Partial<Session> }) => ({
      ...projects.find((p) => p._id === params.id),
      ...body,
    }),
    'PUT /api/sessions/softDelete': { ok: true },
  });
  const notify = fakeNotify();
  const bench = createTestWorkbench({ services: [provide(Api, api), provide(Notify, notify)], flags });
  bench.render();
  return { api, notify, bench, projects };
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0].textContent);

describe('ProjectList', () => {
  it('lists projects by last update, newest first, with a last-updated label', async () => {
    renderList();
    await waitFor(() => expect(names()).toEqual(['Gamma', 'Beta screen', 'alpha design']));
    expect(screen.getByText('Updated 5 minutes ago by Ada Lovelace')).toBeTruthy();
  });

  it('sorts by name when the Name header is clicked', async () => {
    renderList();
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(names()).toEqual(['alpha design', 'Beta screen', 'Gamma']);
  });

  it('strips invalid characters while renaming, shows the message and saves on Enter', async () => {
    const { api, notify } = renderList();
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Rename Gamma' }));
    const input = screen.getByRole('textbox', { name: 'Rename Gamma' }) as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Gamma <v2>' } });
    expect(input.value).toBe('Gamma v2');
    expect(notify.messages).toContainEqual({ kind: 'warning', message: projectNameMessage('bench.example.test') });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.blur(input);
    await waitFor(() =>
      expect(api.calls).toContainEqual({ method: 'PUT', path: '/api/sessions/ccccc', body: { name: 'Gamma v2' } }),
    );
  });

  it('reverts an empty rename without saving', async () => {
    const { api } = renderList();
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Rename Gamma' }));
    const input = screen.getByRole('textbox', { name: 'Rename Gamma' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.blur(input);
    await act(async () => {});
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(names()).toContain('Gamma');
  });

  it('moves the selected projects to trash after confirming', async () => {
    const { api } = renderList();
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Gamma' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select alpha design' }));
    fireEvent.click(screen.getByRole('button', { name: /Move to trash/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(MESSAGES.trashConfirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PUT',
        path: '/api/sessions/softDelete',
        body: { ids: ['ccccc', 'bbbbb'] },
      }),
    );
  });

  it('offers clone only with the project_clone feature', async () => {
    renderList();
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Clone Gamma' })).toBeNull();
  });

  it('offers clone to users with canCloneProject', async () => {
    renderList({ canCloneProject: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clone Gamma' })).toBeTruthy());
    // clone is a Beta feature, and its column says so
    expect(screen.getAllByRole('columnheader').at(-1)!.textContent).toBe('Clone Beta');
  });

  it('lists again once the live subscription is confirmed: a project made in another window before it shows', async () => {
    const { bench, projects } = renderList();
    await waitFor(() => expect(names()).toHaveLength(3));
    projects.push(project('ddddd', 'Made elsewhere', minutesAgo(0), minutesAgo(0)));
    (bench.get(Live) as FakeLive).confirmSubscription('private-user-test-user');
    await waitFor(() => expect(names()).toEqual(['Made elsewhere', 'Gamma', 'Beta screen', 'alpha design']));
  });
});
