import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Api, LocalPrefs, Notify, definePlugin, type Session, type TabData, type TabProps } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide, type FakeRequest } from '@bench/testing';
import sequenceCollection from '../src/index.ts';
import { CREATOR_NOT_LOADED, FOLDING_UNAVAILABLE } from '../src/model.ts';

/** Stands in for the structure-prediction plugin's creator: shows what the fold button handed over. */
const creatorStandIn = definePlugin({
  id: 'creator-stand-in',
  title: 'AI folding creator stand-in',
  contributes: {
    tabKinds: [
      {
        id: 'aiFoldingCreator',
        icon: 'plus',
        title: () => 'AI Folding',
        component: async () => ({
          default: ({ tab: shown }: TabProps) => (
            <pre data-testid="handed-over">
              {JSON.stringify({
                aiTool: shown.data.aiTool,
                targets: shown.data.targets,
                reference: shown.data.reference,
              })}
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
  plugins = [sequenceCollection, creatorStandIn],
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
  it('folding needs a selection; a slash offers only AlphaFold2 Multimer; a fold button hands the sequences and tool to the AI folding creator', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { notify, created } = renderTab();
    await screen.findByText('3 sequences · 0 selected');
    const folding = screen.getByRole('group', { name: 'AI Folding' });
    expect(
      within(folding)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['AlphaFold2 Monomer', 'ESMFold', 'OpenFold']);
    fireEvent.click(within(folding).getByRole('button', { name: 'ESMFold' }));
    expect(warn).toHaveBeenCalledWith('No sequences selected for AI Folding');
    expect(notify.messages).toContainEqual({ kind: 'warning', message: 'No sequences selected for AI Folding' });
    expect(screen.queryByTestId('handed-over')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Download selected FASTA' }));
    expect(notify.messages).toContainEqual({ kind: 'warning', message: 'No sequences selected for download' });

    fireEvent.click(screen.getByLabelText('Select complex'));
    await screen.findByText('3 sequences · 1 selected');
    expect(
      within(folding)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['AlphaFold2 Multimer']);
    fireEvent.click(within(folding).getByRole('button', { name: 'AlphaFold2 Multimer' }));
    const handed = await screen.findByTestId('handed-over');
    expect(JSON.parse(handed.textContent!)).toEqual({
      aiTool: 'AlphaFold2 Multimer',
      targets: [{ name: 'complex', sequence: 'MKVL/ QQ' }],
    });
    expect(created).toEqual([]);
  });

  it('designs of one run hand over the structure they were designed on, as the reference of a single-sequence fold', async () => {
    renderTab();
    await screen.findByText('3 sequences · 0 selected');
    fireEvent.click(screen.getByLabelText('Select heavy'));
    fireEvent.click(screen.getByLabelText('Select light'));
    await screen.findByText('3 sequences · 2 selected');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'AI Folding' })).getByRole('button', { name: 'AlphaFold2 Monomer' }),
    );
    const handed = await screen.findByTestId('handed-over');
    expect(JSON.parse(handed.textContent!)).toEqual({
      aiTool: 'AlphaFold2 Monomer',
      reference: 'p1',
      targets: [
        { name: 'heavy', sequence: 'MKVL' },
        { name: 'light', sequence: 'MKIL' },
      ],
    });
  });

  it('without the AI folding creator loaded (a plugin subset) the fold buttons say so and open nothing', async () => {
    renderTab({ ai_folding: 'external' }, [sequenceCollection]);
    await screen.findByText('3 sequences · 0 selected');
    const folding = screen.getByRole('group', { name: 'AI Folding' });
    expect(within(folding).getByText(CREATOR_NOT_LOADED)).toBeTruthy();
    for (const button of within(folding).getAllByRole('button') as HTMLButtonElement[])
      expect(button.disabled).toBe(true);
  });

  it('without an AI folding engine the fold buttons say folding is not available here, and nothing is sent', async () => {
    const { notify, created } = renderTab({});
    await screen.findByText('3 sequences · 0 selected');
    fireEvent.click(screen.getByLabelText('Select heavy'));
    await screen.findByText('3 sequences · 1 selected');
    const folding = screen.getByRole('group', { name: 'AI Folding' });
    expect(within(folding).getByText(FOLDING_UNAVAILABLE)).toBeTruthy();
    for (const button of within(folding).getAllByRole('button') as HTMLButtonElement[]) {
      expect(button.disabled).toBe(true);
      expect(button.title).toBe(FOLDING_UNAVAILABLE);
    }
    fireEvent.click(within(folding).getByRole('button', { name: 'ESMFold' }));
    expect(created).toEqual([]);
    expect(notify.messages.filter((m) => m.kind === 'success')).toEqual([]);
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
