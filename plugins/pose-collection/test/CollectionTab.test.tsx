import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  Api,
  Live,
  LocalPrefs,
  Notify,
  Workspace,
  definePlugin,
  type PluginDefinition,
  type PoseViewerData,
  type ViewerProps,
  type Session,
  type TabData,
} from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide, type FakeLive, type FakeRequest } from '@bench/testing';
import poseCollection from '../src/index.ts';

const SID = 'abcdef012345abcdef012345';
const stamp = '2026-01-01T00:00:00.000Z';
const base = {
  is_archived: false,
  is_deleted: false,
  created_timestamp: stamp,
  updated_timestamp: stamp,
  schema_version: 1,
  version: 1,
};
const collectionTab: TabData = {
  id: 't-col',
  kind: 'collection',
  title: 'Designs',
  isCloseable: true,
  data: { type: 'pose_collections', id: 'col1' },
};
const POSES = 1200;

let lastViewerData: PoseViewerData | null = null;
const fakeViewer = definePlugin({
  id: 'fake-viewer',
  contributes: {
    viewers: [
      {
        id: 'plot',
        label: 'Scatter Plot',
        shows: ['scores'],
        component: async () => ({
          default: ({ data }: ViewerProps) => (
            (lastViewerData = data as PoseViewerData), (<p>plot of {(data as PoseViewerData).poses.length}</p>)
          ),
        }),
      },
    ],
  },
});

function renderSession({
  failArchive = false,
  plugins = [poseCollection] as PluginDefinition[],
  tabs = [collectionTab],
  empty = false,
} = {}) {
  const session = {
    _id: SID,
    name: 'Kinase round 1',
    view: {},
    state: { tabs: { active_tab_index: tabs.length - 1, open_tabs: tabs } },
  } as unknown as Session;
  const collections = new Map([
    [
      'col1',
      {
        ...base,
        _id: 'col1',
        name: 'Designs',
        is_read: false,
        are_poses_indexed: true,
        comparing_collections: [] as string[],
        score_declarations: {
          score: { unit: 'kcal/mol', description: 'total energy; lower is better' },
          rms: { unit: 'Å' },
        },
      },
    ],
    ['col2', { ...base, _id: 'col2', name: 'Alpha', is_read: true, comparing_collections: [] as string[] }],
  ]);
  const poses = Array.from({ length: POSES }, (_, i) => ({
    ...base,
    _id: `p${i}`,
    name: `design_${i}`,
    index: i,
    pose_collection_id: 'col1',
    sequence: 'ACDE/FG',
    score: -100 - i * 1.2345,
    rms: 0.5,
    is_selected: false,
    is_visible: false,
  }));
  for (let i = 0; i < 3; i++) {
    poses.push({
      ...base,
      _id: `a${i}`,
      name: `alpha_${i}`,
      index: i,
      pose_collection_id: 'col2',
      sequence: 'ACDE',
      score: -50 - i,
      rms: 1,
      is_selected: false,
      is_visible: false,
    });
  }
  const api = fakeApi({
    'GET /api/sessions/:id': session,
    'PUT /api/sessions/:id': ({ body }: FakeRequest) => ({ ...session, ...(body as object) }),
    'POST /api/sessions/:sid/pose_collections/query': () => ({
      models: empty ? [] : [...collections.values()].filter((c) => !c.is_archived),
    }),
    'GET /api/sessions/:sid/pose_collections/:id': ({ params }: FakeRequest) => collections.get(params.id),
    'PUT /api/sessions/:sid/pose_collections/:id': ({ params, body }: FakeRequest) =>
      Object.assign(collections.get(params.id)!, body),
    'PUT /api/sessions/:sid/pose_collections/:id/archive': ({ params }: FakeRequest) => {
      if (failArchive) throw new Error('down');
      return Object.assign(collections.get(params.id)!, { is_archived: true });
    },
    'POST /api/sessions/:sid/poses/query': ({ body }: FakeRequest) => {
      const {
        page = 0,
        per_page = 500,
        query,
      } = body as { page?: number; per_page?: number; query: { pose_collection_id: string } };
      const mine = poses.filter((p) => p.pose_collection_id === query.pose_collection_id);
      return { models: mine.slice(page * per_page, (page + 1) * per_page), total: mine.length };
    },
    'POST /api/poses/update/many': ({ body }: FakeRequest) => {
      const { ids, update } = body as { ids: string[]; update: object };
      for (const p of poses) if (ids.includes(p._id)) Object.assign(p, update);
      return { ok: true, updated: ids.length };
    },
    'POST /api/sessions/:sid/export-fasta': '>design_0\nACDE/FG\n',
  });
  const notify = fakeNotify();
  const bench = createTestWorkbench({
    plugins,
    route: `/sessions/${SID}`,
    services: [
      provide(Api, api),
      provide(Notify, notify),
      provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
    ],
  });
  bench.render();
  return {
    api,
    notify,
    workspace: bench.get(Workspace),
    live: bench.get(Live) as FakeLive,
    reveal: () => (empty = false),
  };
}

const table = async () => within(await screen.findByRole('table', { name: 'Structures of Designs' }));
const bulkCalls = (api: ReturnType<typeof renderSession>['api']) =>
  api.calls.filter((c) => c.path === '/api/poses/update/many');

describe('collection tab', () => {
  it("lists the compared collections' structures to select and show in the viewer", async () => {
    const { api } = renderSession();
    await screen.findByText(/1200 poses · 0 selected/);
    fireEvent.change(screen.getByLabelText('Collection to compare'), { target: { value: 'col2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to comparison' }));
    const compared = within(await screen.findByRole('table', { name: 'Structures of compared collections' }));
    await compared.findByText('alpha_1');
    fireEvent.click(compared.getByLabelText('Select alpha_0'));
    fireEvent.click(compared.getByLabelText('Select alpha_2'), { shiftKey: true });
    await waitFor(() =>
      expect(bulkCalls(api).at(-1)?.body).toEqual({ ids: ['a0', 'a1', 'a2'], update: { is_selected: true } }),
    );
    fireEvent.click(compared.getByLabelText('Show in viewer alpha_1'));
    await waitFor(() => expect(bulkCalls(api).at(-1)?.body).toEqual({ ids: ['a1'], update: { is_visible: true } }));
  });

  it("keeps the session's selected and visible structures (split view) in step with the table", async () => {
    const { workspace } = renderSession();
    const rows = await table();
    await screen.findByText(/1200 poses · 0 selected/);
    fireEvent.click(await rows.findByLabelText('Select design_2'));
    await waitFor(() => expect(workspace.state.splitView.selected_pose_ids).toEqual(['p2']));
    fireEvent.click(rows.getByLabelText('Show in viewer design_5'));
    await waitFor(() => expect(workspace.state.splitView.visible_pose_ids).toEqual(['p5']));
  });

  it('reads every page of 500, shows scores to 2 significant digits and marks the collection read', async () => {
    const { api } = renderSession();
    const rows = await table();
    expect(await rows.findByText('design_0')).toBeTruthy();
    await screen.findByText(/1200 poses · 0 selected/);
    expect(
      api.calls.filter((c) => c.path.endsWith('/poses/query')).map((c) => (c.body as { page: number }).page),
    ).toEqual([0, 1, 2]);
    const scoreOf = (name: string) =>
      rows.getByText(name).closest('[role="row"]')!.querySelectorAll('[role="cell"]')[3].textContent;
    expect(scoreOf('design_0')).toBe('-100');
    expect(scoreOf('design_8')).toBe('-110'); // -109.876
    expect(scoreOf('design_30')).toBe('-140'); // -137.035
    expect(
      api.calls.some(
        (c) =>
          c.method === 'PUT' &&
          c.path.endsWith('/pose_collections/col1') &&
          (c.body as { is_read?: boolean }).is_read === true,
      ),
    ).toBe(true);
  });

  it('shift-click selects the range from the last checked row in ONE bulk request, then filters Selected only', async () => {
    const { api } = renderSession();
    const rows = await table();
    fireEvent.click(await rows.findByLabelText('Select design_2'));
    fireEvent.click(rows.getByLabelText('Select design_6'), { shiftKey: true });
    await waitFor(() => expect(bulkCalls(api)).toHaveLength(2));
    expect(bulkCalls(api)[1].body).toEqual({ ids: ['p2', 'p3', 'p4', 'p5', 'p6'], update: { is_selected: true } });
    expect((rows.getByLabelText('Select design_4') as HTMLInputElement).checked).toBe(true);
    await screen.findByText(/5 selected/);

    const selectedOnly = screen.getByRole('button', { name: 'Selected only' });
    expect((screen.getByRole('button', { name: 'Loaded in viewer only' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(selectedOnly);
    await waitFor(() => expect(rows.queryByText('design_0')).toBeNull());
    expect(rows.getAllByRole('row')).toHaveLength(6); // the header and the 5 selected
    fireEvent.click(selectedOnly);
    expect(await rows.findByText('design_0')).toBeTruthy();

    // a shift-click on a selected row clears the range to the anchor (the opposite of its state)
    fireEvent.click(rows.getByLabelText('Select design_3'), { shiftKey: true });
    await waitFor(() => expect(bulkCalls(api)).toHaveLength(3));
    expect(bulkCalls(api)[2].body).toEqual({ ids: ['p3', 'p4', 'p5', 'p6'], update: { is_selected: false } });
  });

  it('sorts by a score column, ascending then descending', async () => {
    renderSession();
    const rows = await table();
    await screen.findByText(/1200 poses ·/);
    fireEvent.click(rows.getByRole('button', { name: 'Score (kcal/mol)' }));
    await waitFor(() => expect(rows.getAllByRole('row')[1].textContent).toContain('design_1199'));
    fireEvent.click(rows.getByRole('button', { name: /Score/ }));
    await waitFor(() => expect(rows.getAllByRole('row')[1].textContent).toContain('design_0'));
  });

  it('heads score columns with their units and shows the exact value on hover', async () => {
    renderSession();
    const rows = await table();
    expect(rows.getByRole('columnheader', { name: 'Score (kcal/mol)' })).toBeTruthy();
    expect(rows.getByRole('columnheader', { name: 'RMSD (Å)' })).toBeTruthy();
    expect(rows.getByRole('button', { name: 'Score (kcal/mol)' }).getAttribute('title')).toBe(
      'Score (kcal/mol): total energy; lower is better',
    );
    const row = rows.getAllByRole('row').find((r) => r.textContent?.includes('design_1'))!;
    const shown = within(row).getByText('-100');
    expect(shown.getAttribute('title')).toBe('-101.2345 kcal/mol');
  });

  it('shows a placeholder without viewer plugins, and hosts a viewer with PoseViewerData whose setSelection is bulk', async () => {
    renderSession();
    expect(await screen.findByText('No viewer is installed')).toBeTruthy();
  });

  it('passes the table to a registered viewer; a graph selection replaces the selection in bulk', async () => {
    const { api } = renderSession({ plugins: [poseCollection, fakeViewer] });
    expect(await screen.findByText('plot of 1200')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Viewer' })).toBeTruthy();
    lastViewerData!.setSelection(['p7', 'p8']);
    await waitFor(() => expect(bulkCalls(api)).toHaveLength(1));
    expect(bulkCalls(api)[0].body).toEqual({ ids: ['p7', 'p8'], update: { is_selected: true } });
    await waitFor(() => expect(lastViewerData!.selectedPoseIds).toEqual(['p7', 'p8']));
  });
});

describe('Structures panel', () => {
  it('lists collections by name, reverts an invalid rename with the message, and archiving closes the tab', async () => {
    const { api, notify, workspace } = renderSession();
    const list = within(await screen.findByRole('list', { name: 'Structure collections' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent?.trim())).toEqual(['Alpha', 'Designs']);
    fireEvent.click(list.getByRole('button', { name: 'Rename Designs' }));
    const input = list.getByRole('textbox', { name: 'Rename Designs' }) as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Designs/v2' } });
    fireEvent.blur(input);
    expect(notify.messages).toContainEqual({
      kind: 'error',
      message:
        'Please ensure that your collection name contains only valid characters as defined at bench.example.test/support.',
    });
    expect(api.calls.some((c) => c.method === 'PUT' && (c.body as { name?: string }).name === 'Designs/v2')).toBe(
      false,
    );
    expect(await list.findByText('Designs')).toBeTruthy();

    fireEvent.click(list.getByRole('button', { name: 'Archive Designs' }));
    await waitFor(() => expect(workspace.state.tabs).toHaveLength(0));
    await waitFor(() => expect(list.queryByText('Designs')).toBeNull());
  });

  it('reports a failed archive with the spec message and keeps the tab', async () => {
    const { notify, workspace } = renderSession({ failArchive: true });
    const list = within(await screen.findByRole('list', { name: 'Structure collections' }));
    fireEvent.click(await list.findByRole('button', { name: 'Archive Designs' }));
    await waitFor(() =>
      expect(notify.messages).toContainEqual({
        kind: 'error',
        message: 'Something went wrong while archiving structure collections',
      }),
    );
    expect(workspace.state.tabs).toHaveLength(1);
  });

  it("opens the first collection's tab when it arrives in a session that had none", async () => {
    const { live, workspace, reveal } = renderSession({ tabs: [], empty: true });
    expect(await screen.findByText('No collections yet')).toBeTruthy();
    reveal();
    live.emitModel({ op: 'create', type: 'pose_collections', ids: ['col1'], session_id: SID });
    await waitFor(() =>
      expect(workspace.state.tabs.map((t) => [t.kind, t.title, t.data.id])).toEqual([
        ['collection', 'Designs', 'col1'],
      ]),
    );
  });
});
