import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Api, LocalPrefs, Notify, Workspace, type Session, type TabData } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide, type FakeRequest } from '@bench/testing';
import { structureTree } from '@bench/structure';
import selectors from '../src/index.ts';

const SID = 'abcdef012345abcdef012345';
const stamp = '2026-01-01T00:00:00.000Z';
const selector = (id: string, name: string, positions: number[]) => ({
  _id: id,
  name,
  positions,
  is_archived: false,
  is_deleted: false,
  created_timestamp: stamp,
  updated_timestamp: stamp,
});
const atom = (serial: number, name3: string, chain: string, resi: number) =>
  `ATOM  ${String(serial).padStart(5)}  CA  ${name3} ${chain}${String(resi).padStart(4)}    ${'1.000'.padStart(8)}${'2.000'.padStart(8)}${(serial * 3.8).toFixed(3).padStart(8)}  1.00  0.00           C`;
/** chain A: LYS 33, GLY 34; chain B: SER 5 */
const PDB = [atom(1, 'LYS', 'A', 33), atom(2, 'GLY', 'A', 34), 'TER', atom(3, 'SER', 'B', 5), 'END'].join('\n');
const collectionTab: TabData = {
  id: 't-col',
  kind: 'collection',
  title: 'Kinases',
  isCloseable: true,
  data: { type: 'pose_collections', id: 'col1' },
};

function renderSession(openTabs: TabData[], stored = [selector('s1', 'Loop', [2, 3]), selector('s2', 'Helix', [40])]) {
  const session = {
    _id: SID,
    name: 'P',
    view: { selectors: true },
    state: { tabs: { active_tab_index: 0, open_tabs: openTabs } },
  } as unknown as Session;
  const items = new Map(stored.map((s) => [s._id, { ...s }]));
  const api = fakeApi({
    'GET /api/sessions/:id': session,
    'PUT /api/sessions/:id': ({ body }: FakeRequest) => ({ ...session, ...(body as object) }),
    'POST /api/sessions/:sid/selectors/query': () => ({ models: [...items.values()] }),
    'POST /api/sessions/:sid/selectors': ({ body }: FakeRequest) => {
      const created = { ...selector('s3', '', []), ...(body as object) };
      items.set('s3', created);
      return created;
    },
    'GET /api/sessions/:sid/selectors/:id': ({ params }: FakeRequest) => items.get(params.id),
    'PUT /api/sessions/:sid/selectors/:id': ({ params, body }: FakeRequest) =>
      Object.assign(items.get(params.id)!, body),
    'PUT /api/sessions/:sid/selectors/:id/archive': ({ params }: FakeRequest) =>
      Object.assign(items.get(params.id)!, { is_archived: true }),
    'POST /api/sessions/:sid/poses/query': ({ body }: FakeRequest) =>
      (body as { query: { pose_collection_id?: string } }).query.pose_collection_id === 'col1'
        ? { models: [{ sequence: 'ACDEFGHIKL' }, { sequence: 'ACD/EF' }] }
        : {
            models: [
              { _id: 'p0', name: 'Short', sequence: 'AC' },
              { _id: 'p1', name: 'Kinase', sequence: 'A'.repeat(60) },
            ],
          },
    'GET /api/sessions/:sid/poses/:id/structure_tree': ({ params }: FakeRequest) =>
      params.id === 'p1' ? structureTree(PDB) : { chains: [] },
  });
  const notify = fakeNotify();
  const bench = createTestWorkbench({
    plugins: [selectors],
    route: `/sessions/${SID}`,
    services: [
      provide(Api, api),
      provide(Notify, notify),
      provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
    ],
  });
  bench.render();
  return { api, notify, workspace: bench.get(Workspace) };
}

const panel = async () => within(await screen.findByRole('list', { name: 'Selectors' }));

describe('Selectors panel', () => {
  it("lists '(all)' then the selectors by name, and names a new one 'Selector N' and opens it", async () => {
    const { api, workspace } = renderSession([]);
    const list = await panel();
    await list.findByLabelText('Selector name Helix');
    expect(
      list
        .getAllByRole('listitem')
        .map((li) => li.textContent?.includes('(all)') || (li.querySelector('input') as HTMLInputElement).value),
    ).toEqual([true, 'Helix', 'Loop']);
    fireEvent.click(screen.getByRole('button', { name: /New selector/ }));
    await waitFor(() => expect(workspace.state.tabs.map((t) => t.title)).toEqual(['Selector 3']));
    expect(api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/selectors'))?.body).toEqual({
      name: 'Selector 3',
      positions: [],
    });
  });

  it('strips invalid characters while renaming and retitles the open tab', async () => {
    const { api, workspace } = renderSession([
      { id: 't1', kind: 'selector', title: 'Loop', isCloseable: true, data: { type: 'selectors', id: 's1' } },
    ]);
    const input = (await (await panel()).findByLabelText('Selector name Loop')) as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Loop #2; <A>' } });
    expect(input.value).toBe('Loop 2; A');
    fireEvent.blur(input);
    await waitFor(() => expect(workspace.state.tabs[0].title).toBe('Loop 2; A'));
    expect(api.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/selectors/s1'))?.body).toEqual({
      name: 'Loop 2; A',
    });
  });

  it('archiving closes the selector tab', async () => {
    const { workspace } = renderSession([
      { id: 't1', kind: 'selector', title: 'Loop', isCloseable: true, data: { type: 'selectors', id: 's1' } },
    ]);
    fireEvent.click(await (await panel()).findByRole('button', { name: 'Archive Loop' }));
    await waitFor(() => expect(workspace.state.tabs).toHaveLength(0));
    expect(screen.queryByLabelText('Selector name Loop')).toBeNull();
  });

  it('applies only while a collection tab is active, dropping positions past its longest pose with the warning', async () => {
    const { notify, workspace } = renderSession([collectionTab], [selector('s1', 'Wide', [2, 9, 12, 30])]);
    const list = await panel();
    const apply = await list.findByRole('button', { name: 'Apply Wide' });
    await waitFor(() => expect((apply as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(apply);
    await waitFor(() => expect(workspace.state.tabs[0].data.residue_selection).toEqual([2, 9]));
    expect(notify.messages).toContainEqual({
      kind: 'warning',
      message: 'Residues past position 10 were not selected.',
    });
    fireEvent.click(list.getByRole('button', { name: 'Apply (all)' }));
    await waitFor(() =>
      expect(workspace.state.tabs[0].data.residue_selection).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    );
  });

  it('makes a new selector from the residues selected in a viewer', async () => {
    const { api, workspace } = renderSession([]);
    const fromViewer = (await screen.findByRole('button', { name: 'From viewer selection' })) as HTMLButtonElement;
    expect(fromViewer.disabled).toBe(true);
    act(() => workspace.setViewerSelection({ source: 'Kinase', positions: [6, 4, 4] }));
    await waitFor(() => expect(fromViewer.disabled).toBe(false));
    fireEvent.click(fromViewer);
    await waitFor(() => expect(workspace.state.tabs.map((t) => t.title)).toEqual(['Selector 3']));
    expect(api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/selectors'))?.body).toEqual({
      name: 'Selector 3',
      positions: [4, 6],
    });
  });

  it('offers Apply disabled when no collection tab is active', async () => {
    renderSession([]);
    const apply = await (await panel()).findByRole('button', { name: 'Apply Loop' });
    expect((apply as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Selector tab', () => {
  const openTab: TabData = {
    id: 't1',
    kind: 'selector',
    title: 'Loop',
    isCloseable: true,
    data: { type: 'selectors', id: 's1' },
  };

  it('toggles positions, selects shift ranges, and saves only when modified with at least one position', async () => {
    const { api } = renderSession([openTab]);
    const position = async (n: number) => screen.findByRole('button', { name: `Position ${n}` });
    const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect((await position(2)).getAttribute('aria-pressed')).toBe('true');
    expect(save().disabled).toBe(true);
    // the row is as long as the session's longest structure (60 residues)
    await waitFor(() => expect((screen.getByLabelText('Last position') as HTMLInputElement).placeholder).toBe('60'));
    fireEvent.click(await position(5));
    fireEvent.click(await position(8), { shiftKey: true });
    expect(save().disabled).toBe(false);
    fireEvent.click(await position(2));
    fireEvent.click(save());
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/selectors/s1'))?.body).toEqual({
        positions: [3, 5, 6, 7, 8],
      }),
    );
    await waitFor(() => expect(save().disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(save().disabled).toBe(true);
    expect(screen.getByText('None selected')).toBeTruthy();
  });

  it('names each position by chain, residue letter and number of the structure', async () => {
    renderSession([openTab]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Position 1' }).textContent).toBe('A:K33'));
    expect(screen.getByRole('button', { name: 'Position 3' }).textContent).toBe('B:S5');
    // past the labelling structure's residues the bare number shows
    expect(screen.getByRole('button', { name: 'Position 4' }).textContent).toBe('4');
    expect(screen.getByText('Residues of Kinase')).toBeTruthy();
  });

  it('selects every position from the first to the last field, keeping the others in the row', async () => {
    const { api } = renderSession([openTab]);
    const first = (await screen.findByLabelText('First position')) as HTMLInputElement;
    fireEvent.change(first, { target: { value: '5x' } });
    expect(first.value).toBe('1');
    fireEvent.change(first, { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Last position'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Select 10–12' }));
    expect(screen.getByText('5 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Position 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/selectors/s1'))?.body).toEqual({
        positions: [2, 3, 10, 11, 12],
      }),
    );
  });

  it('replaces the positions with the residues selected in a viewer', async () => {
    const { workspace } = renderSession([openTab]);
    const use = (await screen.findByRole('button', { name: 'Use viewer selection' })) as HTMLButtonElement;
    expect(use.disabled).toBe(true);
    act(() => workspace.setViewerSelection({ source: 'Kinase', positions: [7, 9] }));
    await waitFor(() => expect(use.disabled).toBe(false));
    fireEvent.click(use);
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Position 7' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Position 2' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("logs 'There was an error fetching the selector.' with the id when it cannot be loaded", async () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      renderSession([{ ...openTab, data: { type: 'selectors', id: 'gone' } }]);
      expect(await screen.findByText('There was an error fetching the selector.')).toBeTruthy();
      expect(errors.some((args) => args[0] === 'There was an error fetching the selector.' && args[1] === 'gone')).toBe(
        true,
      );
    } finally {
      console.error = original;
    }
  });
});
