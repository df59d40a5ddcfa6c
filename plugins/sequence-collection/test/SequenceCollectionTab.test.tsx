import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  Api,
  LocalPrefs,
  Notify,
  definePlugin,
  type SequenceActionProps,
  type Session,
  type TabData,
} from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide, type FakeRequest } from '@bench/testing';
import sequenceCollection from '../src/index.ts';

/** Stands in for a plugin that acts on selected sequences (AI folding's fold launch): shows what it is handed. */
const actionStandIn = definePlugin({
  id: 'action-stand-in',
  title: 'Sequence action stand-in',
  contributes: {
    sequenceActions: [
      {
        id: 'show',
        component: async () => ({
          default: ({ collection, selected }: SequenceActionProps) => (
            <pre data-testid="handed-over">
              {JSON.stringify({ collection: collection.name, selected: selected.map((s) => s.name) })}
            </pre>
          ),
        }),
      },
    ],
  },
});

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
const tab: TabData = {
  id: 't1',
  kind: 'sequenceCollection',
  title: 'Library',
  isCloseable: true,
  data: { type: 'sequence_collections', id: 'sc1' },
};

function renderTab(
  engines: Record<string, string> = { ai_folding: 'external' },
  plugins = [sequenceCollection, actionStandIn],
  collectionFields: object = {},
) {
  const session = {
    _id: SID,
    name: 'Antibodies',
    view: {},
    state: { tabs: { active_tab_index: 0, open_tabs: [tab] } },
  } as unknown as Session;
  const sequences = [
    // designs of one run (a ProteinMPNN action on one structure)
    {
      ...base,
      _id: 's1',
      name: 'heavy',
      sequence: 'MKVL',
      index: 0,
      sequence_collection_id: 'sc1',
      is_selected: false,
      is_visible: false,
      action_id: 'a1',
    },
    {
      ...base,
      _id: 's2',
      name: 'light',
      sequence: 'MKIL',
      index: 1,
      sequence_collection_id: 'sc1',
      is_selected: false,
      is_visible: false,
      action_id: 'a1',
    },
    {
      ...base,
      _id: 's3',
      name: 'complex',
      sequence: 'MKVL/ QQ',
      index: 2,
      sequence_collection_id: 'sc1',
      is_selected: false,
      is_visible: false,
    },
  ];
  const created: unknown[] = [];
  const collection = { ...base, _id: 'sc1', name: 'Library', sequences: 3, ...collectionFields };
  const collectionUpdates: unknown[] = [];
  const api = fakeApi({
    'GET /api/sessions/:id': session,
    'PUT /api/sessions/:id': ({ body }: FakeRequest) => ({ ...session, ...(body as object) }),
    'POST /api/sessions/:sid/sequence_collections/query': () => ({ models: [collection] }),
    'GET /api/sessions/:sid/sequence_collections/:id': () => collection,
    'PUT /api/sessions/:sid/sequence_collections/:id': ({ body }: FakeRequest) => (
      collectionUpdates.push(body), Object.assign(collection, body)
    ),
    'POST /api/sessions/:sid/sequences/query': { models: sequences, total: 3 },
    'PUT /api/sessions/:sid/sequences/:id': ({ params, body }: FakeRequest) =>
      Object.assign(sequences.find((s) => s._id === params.id)!, body),
    'POST /api/sequences/update/many': ({ body }: FakeRequest) => {
      const { ids, update } = body as { ids: string[]; update: object };
      for (const s of sequences) if (ids.includes(s._id)) Object.assign(s, update);
      return { ok: true };
    },
    'GET /api/sessions/:sid/actions/:id': {
      ...base,
      _id: 'a1',
      name: 'ProteinMPNN',
      task_id: 1,
      input: { task: 'protein_mpnn', pose_ids: ['p1'], collection_id: 'c1' },
    },
    'POST /api/sessions/:sid/sequences/getMany': ({ body }: FakeRequest) =>
      sequences.filter((s) => (body as { ids: string[] }).ids.includes(s._id)),
    'POST /api/sessions/:sid/structure_prediction_groups': ({ body }: FakeRequest) => (
      created.push(['group', body]), { ...base, _id: 'g1', ...(body as object) }
    ),
    'POST /api/structure_prediction_groups/:gid/structure_predictions': ({ params, body }: FakeRequest) => (
      created.push(['member', params.gid, body]), { ...base, _id: 'sp1', ...(body as object) }
    ),
    'POST /api/structure_prediction_groups/:gid/submit': ({ params }: FakeRequest) => (
      created.push(['submit', params.gid]), { ...base, _id: params.gid, submitted: true }
    ),
  });
  const notify = fakeNotify();
  const bench = createTestWorkbench({
    plugins,
    route: `/sessions/${SID}`,
    settings: { engines },
    services: [
      provide(Api, api),
      provide(Notify, notify),
      provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
    ],
  });
  bench.render();
  return { notify, created, collectionUpdates };
}

afterEach(() => vi.restoreAllMocks());

describe('sequence collection tab', () => {
  it('hands the collection and its selected sequences to the actions other plugins contribute; download needs a selection', async () => {
    const { notify } = renderTab();
    await screen.findByText('3 sequences · 0 selected');
    const handed = async () => JSON.parse((await screen.findByTestId('handed-over')).textContent!);
    expect(await handed()).toEqual({ collection: 'Library', selected: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Download selected FASTA' }));
    expect(notify.messages).toContainEqual({ kind: 'warning', message: 'No sequences selected for download' });
    fireEvent.click(screen.getByLabelText('Select heavy'));
    fireEvent.click(screen.getByLabelText('Select complex'));
    await screen.findByText('3 sequences · 2 selected');
    await waitFor(async () =>
      expect(await handed()).toEqual({ collection: 'Library', selected: ['heavy', 'complex'] }),
    );
  });

  it('shows no action controls when no loaded plugin contributes one (a plugin subset)', async () => {
    renderTab({}, [sequenceCollection]);
    await screen.findByText('3 sequences · 0 selected');
    expect(screen.queryByTestId('handed-over')).toBeNull();
    expect(screen.queryByRole('group', { name: 'AI Folding' })).toBeNull();
  });

  it('opening a collection not yet read marks it read', async () => {
    const unread = renderTab(undefined, undefined, { is_read: false });
    await screen.findByText('3 sequences · 0 selected');
    await waitFor(() => expect(unread.collectionUpdates).toEqual([expect.objectContaining({ is_read: true })]));
  });

  it('an opened collection is not written again', async () => {
    const read = renderTab(undefined, undefined, { is_read: true });
    await screen.findByText('3 sequences · 0 selected');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read.collectionUpdates).toEqual([]);
  });

  it('the same filter twice returns to All; filters need a selected or visible sequence', async () => {
    renderTab();
    await screen.findByText('3 sequences · 0 selected');
    const selectedOnly = screen.getByRole('button', { name: 'Selected only' }) as HTMLButtonElement;
    expect(selectedOnly.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select light'));
    await waitFor(() => expect(selectedOnly.disabled).toBe(false));
    fireEvent.click(selectedOnly);
    await waitFor(() => expect(screen.queryByLabelText('Select heavy')).toBeNull());
    fireEvent.click(selectedOnly);
    await screen.findByLabelText('Select heavy');
  });
});
