import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Api, LocalPrefs, Notify, MESSAGES, definePlugin, type Session, type TabData } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';

const tab = (id: string, kind: string, title: string): TabData => ({
  id,
  kind,
  title,
  isCloseable: true,
  data: { type: kind, id },
});

const workspacePlugin = definePlugin({
  id: 'collections',
  contributes: {
    tabKinds: [
      {
        id: 'collection',
        icon: 'folder',
        title: () => 'Collection',
        component: async () => ({ default: ({ tab }: { tab: TabData }) => <p>Showing {tab.title}</p> }),
      },
      {
        id: 'loader',
        icon: 'upload',
        title: () => 'Structure Loader',
        component: async () => ({ default: () => <p>Loader here</p> }),
      },
      { id: 'folder', icon: 'plus', title: () => 'Folder', component: async () => ({ default: () => <p>Folding</p> }) },
    ],
    panels: [
      {
        id: 'collections',
        title: 'Collections',
        side: 'left',
        component: async () => ({ default: () => <p>Collection list</p> }),
      },
    ],
    launchers: [
      { id: 'load', label: 'Load data', icon: 'upload', tabKind: 'loader' },
      // a creator its panel lists, not the left column
      { id: 'fold', label: 'Fold a sequence', icon: 'plus', tabKind: 'folder', panel: 'collections' },
    ],
  },
});

function renderSession(openTabs: TabData[], view: Record<string, boolean> = {}) {
  const session = {
    _id: 'abcdef012345',
    name: 'Kinase',
    view,
    state: { tabs: { active_tab_index: 0, open_tabs: openTabs } },
  } as unknown as Session;
  const api = fakeApi({
    'GET /api/sessions/:id': session,
    'PUT /api/sessions/:id': ({ body }: { body: Partial<Session> }) => ({ ...session, ...body }),
  });
  const prefs = new Map<string, unknown>([['session.leftWidth', 999]]);
  const bench = createTestWorkbench({
    plugins: [workspacePlugin],
    route: '/sessions/abcdef012345',
    services: [
      provide(Api, api),
      provide(Notify, fakeNotify()),
      provide(LocalPrefs, {
        get: <T,>(key: string, fallback: T) => (prefs.get(key) as T) ?? fallback,
        set: (key: string, value: unknown) => void prefs.set(key, value),
      }),
    ],
  });
  bench.render();
  return { api, prefs };
}

describe('SessionScreen', () => {
  it('titles the page with the session name and shows the active tab', async () => {
    renderSession([tab('c1', 'collection', 'Antibodies')]);
    expect(await screen.findByText('Showing Antibodies')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Kinase'));
    expect((screen.getByRole('textbox', { name: 'Project name' }) as HTMLInputElement).value).toBe('Kinase');
  });

  it('shows a placeholder for a tab whose plugin is not loaded', async () => {
    renderSession([tab('d1', 'ddg', 'DDG for 1abc')]);
    expect(await screen.findByText("This tab's plugin is not loaded")).toBeTruthy();
  });

  it('warns past 10 tabs and closes tabs with × or with Delete on the tab', async () => {
    const tabs = Array.from({ length: 12 }, (_, i) => tab(`c${i}`, 'collection', `Collection ${i}`));
    renderSession(tabs);
    expect(await screen.findByText(MESSAGES.tooManyTabs)).toBeTruthy();
    fireEvent.click(screen.getByTitle('Close Collection 3'));
    await waitFor(() => expect(screen.queryByText('Collection 3')).toBeNull());
    expect(screen.getByText(MESSAGES.tooManyTabs)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Collection 5' }), { key: 'Delete' });
    await waitFor(() => expect(screen.queryByText(MESSAGES.tooManyTabs)).toBeNull());
    expect(screen.queryByText('Collection 5')).toBeNull();
    // the tab list holds only its tabs: the × buttons are not announced inside it
    expect(screen.queryByRole('button', { name: 'Close Collection 4' })).toBeNull();
  });

  it('shows the launchers plugins contribute, and a launcher opens its tab kind', async () => {
    renderSession([]);
    expect(screen.queryByRole('button', { name: /Load small molecules/ })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /Load data/ }));
    expect(screen.queryByRole('button', { name: /Fold a sequence/ })).toBeNull();
    expect(await screen.findByText('Loader here')).toBeTruthy();
  });

  it('opens a collapsed panel and stores it on the session view', async () => {
    const { api } = renderSession([]);
    const header = await screen.findByRole('button', { name: /Collections/ });
    expect(header.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(api.calls.some((c) => c.method === 'GET')).toBe(true));
    fireEvent.click(header);
    expect(await screen.findByText('Collection list')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PUT',
        path: '/api/sessions/abcdef012345',
        body: { view: { collections: true } },
      }),
    );
  });

  it('clamps a remembered column width to 250–400 px', async () => {
    renderSession([]);
    const separator = await screen.findByRole('separator', { name: 'Resize left column' });
    expect(separator.getAttribute('aria-valuenow')).toBe('400');
  });
});
