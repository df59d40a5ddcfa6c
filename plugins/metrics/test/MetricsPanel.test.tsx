import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { exactly } from '@bench/action-kit';
import {
  Api,
  LocalPrefs,
  Notify,
  Workspace,
  definePlugin,
  type MetricCreateFormProps,
  type PluginDefinition,
  type Session,
} from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide, type FakeRequest } from '@bench/testing';
import metrics from '../src/index.ts';

const SID = 'abcdef012345abcdef012345';
const POSE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const stamp = '2026-01-01T00:00:00.000Z';

const widgets = definePlugin({
  id: 'widgets',
  contributes: {
    tabKinds: [
      {
        id: 'widgetTab',
        icon: 'chart',
        title: (data) => String(data.name),
        component: async () => ({ default: () => null }),
      },
    ],
    metrics: [
      {
        id: 'widget',
        label: 'Widget',
        icon: 'chart',
        entity: 'thermo_mpnns',
        tabKind: 'widgetTab',
        availability: exactly(1, 'Widget'),
        createBody: ({ poseIds }) => ({ inputs: { pose_id: poseIds[0] } }),
        errors: { create: 'There was an error creating the widget.' },
      },
    ],
  },
});

/** the Widget kind with a form asked before anything is created */
const withForm = (plugin: PluginDefinition): PluginDefinition => ({
  ...plugin,
  contributes: {
    ...plugin.contributes,
    metrics: plugin.contributes.metrics!.map((metric) => ({
      ...metric,
      createForm: async () => ({
        default: ({ body, onSubmit, onCancel }: MetricCreateFormProps) => (
          <div role="dialog" aria-label="Widget form">
            <button type="button" onClick={() => void onSubmit({ ...body, size: 3 })}>
              Go
            </button>
            <button type="button" onClick={onCancel}>
              Stop
            </button>
          </div>
        ),
      }),
    })),
  },
});

function renderPanel(selected: string[], stored: Record<string, unknown>[] = [], plugin: PluginDefinition = widgets) {
  const session = {
    _id: SID,
    name: 'P',
    view: { metrics: true },
    state: {
      tabs: { active_tab_index: 0, open_tabs: [] },
      split_view: { selected_pose_ids: selected, visible_pose_ids: selected },
    },
  } as unknown as Session;
  const items = new Map(stored.map((item) => [String(item._id), { ...item }]));
  const api = fakeApi({
    'GET /api/sessions/:id': session,
    'PUT /api/sessions/:id': ({ body }: FakeRequest) => ({ ...session, ...(body as object) }),
    'POST /api/sessions/:sid/poses/query': () => ({
      models: selected.map((_id) => ({ _id, name: '1crn', pose_collection_id: 'c1', is_selected: true })),
    }),
    'POST /api/sessions/:sid/thermo_mpnns/query': () => ({ models: [...items.values()] }),
    'POST /api/sessions/:sid/thermo_mpnns': ({ body }: FakeRequest) => {
      const created = {
        _id: 'w2',
        name: 'Widget 2',
        is_archived: false,
        is_deleted: false,
        created_timestamp: stamp,
        updated_timestamp: stamp,
        ...(body as object),
      };
      items.set('w2', created);
      return created;
    },
  });
  const notify = fakeNotify();
  const bench = createTestWorkbench({
    plugins: [metrics, plugin],
    route: `/sessions/${SID}`,
    services: [
      provide(Api, api),
      provide(Notify, notify),
      provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
    ],
  });
  bench.render();
  return { api, workspace: bench.get(Workspace) };
}

describe('Metrics panel (plugin alone)', () => {
  it("disables a kind's create button with its hint until its availability rule holds", async () => {
    renderPanel([]);
    const section = within(await screen.findByLabelText('Widget'));
    expect(section.getByRole('button', { name: /New Widget/ })).toHaveProperty('disabled', true);
    expect(section.getByText('Select 1 structure to run Widget')).toBeTruthy();
  });

  it('creates an item from the selected structure and opens it in its tab kind; lists the stored ones', async () => {
    const { api, workspace } = renderPanel(
      [POSE],
      [{ _id: 'w1', name: 'Widget 1', is_archived: false, is_deleted: false, updated_timestamp: stamp }],
    );
    const section = within(await screen.findByLabelText('Widget'));
    await section.findByLabelText('Name of Widget 1');
    const create = section.getByRole('button', { name: /New Widget/ });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    fireEvent.click(create);
    await waitFor(() =>
      expect(workspace.state.tabs.map((t) => [t.kind, t.title])).toEqual([['widgetTab', 'Widget 2']]),
    );
    expect(api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/thermo_mpnns'))?.body).toEqual({
      inputs: { pose_id: POSE },
    });
  });

  it("shows a kind's form first: nothing is posted until it submits, and cancelling posts nothing", async () => {
    const { api, workspace } = renderPanel([POSE], [], withForm(widgets));
    const section = within(await screen.findByLabelText('Widget'));
    const create = section.getByRole('button', { name: /New Widget/ });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    const posted = () => api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/thermo_mpnns'));
    fireEvent.click(create);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(screen.queryByRole('dialog', { name: 'Widget form' })).toBeNull();
    expect(posted()).toEqual([]);
    fireEvent.click(create);
    fireEvent.click(await screen.findByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(workspace.state.tabs.map((t) => [t.kind, t.title])).toEqual([['widgetTab', 'Widget 2']]),
    );
    expect(posted().map((c) => c.body)).toEqual([{ inputs: { pose_id: POSE }, size: 3 }]);
    expect(screen.queryByRole('dialog', { name: 'Widget form' })).toBeNull();
  });
});
