import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Api, LocalPrefs, Notify, type Session, type TabData } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide, renderHostTab, type FakeRequest } from '@bench/testing';
import AiFoldingCreatorTab from '../src/ui/AiFoldingCreatorTab.tsx';
import aiFolding from '../src/index.ts';

const SID = 'abcdef012345abcdef012345';
const CRAMBIN = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';
const stamp = '2026-01-01T00:00:00.000Z';
const base = {
  is_archived: false,
  is_deleted: false,
  created_timestamp: stamp,
  updated_timestamp: stamp,
  schema_version: 1,
  version: 1,
};

/** The creator as a fold button opens it: ESMFold asked for, designs of 1CRN, 1CRN as their source; this server runs ColabFold only. */
function renderCreator() {
  const tab: TabData = {
    id: 't1',
    kind: 'aiFoldingCreator',
    title: 'AI Folding',
    isCloseable: true,
    data: {
      type: 'structure_predictions',
      id: 'ai_folding',
      aiTool: 'ESMFold',
      targets: [{ name: 'design', sequence: CRAMBIN }],
      reference: 'p1',
    },
  };
  const session = {
    _id: SID,
    name: 'Designs',
    view: {},
    state: { tabs: { active_tab_index: 0, open_tabs: [tab] } },
  } as unknown as Session;
  const crambin = { ...base, _id: 'p1', name: '1crn', index: 1, sequence: CRAMBIN, pose_collection_id: 'c1' };
  const created: unknown[] = [];
  const api = fakeApi({
    'GET /api/sessions/:id': session,
    'PUT /api/sessions/:id': ({ body }: FakeRequest) => ({ ...session, ...(body as object) }),
    'POST /api/sessions/:sid/structure_predictions/query': { models: [], total: 0 },
    'POST /api/sessions/:sid/pose_collections/query': {
      models: [{ ...base, _id: 'c1', name: 'Structures' }],
      total: 1,
    },
    'POST /api/sessions/:sid/poses/query': { models: [crambin], total: 1 },
    'POST /api/sessions/:sid/poses/getMany': ({ body }: FakeRequest) =>
      (body as { ids: string[] }).ids.includes('p1') ? [crambin] : [],
    'POST /api/sessions/:sid/structure_prediction_groups': ({ body }: FakeRequest) => (
      created.push(['group', body]), { ...base, _id: 'g1', ...(body as object) }
    ),
    'POST /api/structure_prediction_groups/:gid/structure_predictions': ({ body }: FakeRequest) => (
      created.push(['member', body]), { ...base, _id: 'sp1', ...(body as object) }
    ),
    'POST /api/structure_prediction_groups/:gid/submit': ({ params }: FakeRequest) => (
      created.push(['submit', params.gid]), { ...base, _id: params.gid, submitted: true }
    ),
    'POST /api/sessions/:sid/structure_prediction_groups/getMany': [],
    'POST /api/sessions/:sid/structure_predictions/getMany': [],
  });
  createTestWorkbench({
    plugins: [aiFolding],
    route: `/sessions/${SID}`,
    settings: {
      engines: { ai_folding: 'external' },
      pluginSettings: {
        folding: { colabfoldInstalled: true, openfoldInstalled: false, esmfoldInstalled: false },
      },
    },
    services: [
      provide(Api, api),
      provide(Notify, fakeNotify()),
      provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
    ],
  }).render();
  return { created };
}

describe('AI folding creator', () => {
  it("shows the tools this server does not run as not installed, and a single-sequence fold takes the designs' source as its reference", async () => {
    const { created } = renderCreator();
    const tool = (await screen.findByLabelText('Tool')) as HTMLSelectElement;
    expect(tool.value).toBe('ESMFold');
    expect([...tool.options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['AlphaFold2 Multimer', false],
      ['AlphaFold2 Monomer', false],
      ['AlphaFold2 single sequence', false],
      ['OpenFold (not installed here)', true],
      ['ESMFold (not installed here)', true],
    ]);
    expect(
      screen.getByText(
        'ESMFold is not installed on this server: an administrator sets BENCH_ESMFOLD_COMMAND to run it.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('group', { name: 'Reference structure' })).toBeNull();

    fireEvent.change(tool, { target: { value: 'AlphaFold2 single sequence' } });
    const picker = await screen.findByRole('group', { name: 'Reference structure' });
    await waitFor(() => expect(picker.textContent).toContain('Reference: 1crn (46 residues)'));
    expect(screen.getByText('Cost: 0.2 credits per sequence.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(created.map((c) => (c as unknown[])[0])).toEqual(['group', 'member', 'submit']));
    expect(created[1]).toEqual([
      'member',
      {
        type: 'ai-folding',
        name: 'design',
        input: { aiTool: 'AlphaFold2 single sequence', mode: 'singleseq', sequences: [CRAMBIN], pose_ids: ['p1'] },
      },
    ]);
  });
});

/** The creator inside a host that can hand it new data, as a fold button pressed again does. */
function Handing({ sessionId, first }: { sessionId: string; first: TabData }) {
  const [tab, setTab] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setTab({ ...tab, data: { ...tab.data } })}>
        Same data again
      </button>
      <button
        type="button"
        onClick={() =>
          setTab({ ...tab, data: { ...tab.data, targets: [{ name: 'second', sequence: 'MKTAYIAKQR' }], handedAt: 2 } })
        }
      >
        Hand over again
      </button>
      <AiFoldingCreatorTab tab={tab} sessionId={sessionId} />
    </>
  );
}

describe('AI folding creator hand-over', () => {
  it('keeps what the person chose when the same data is read again, and takes new sequences from a second hand-over', async () => {
    const first: TabData = {
      id: 'host',
      kind: 'test-host',
      title: 'host',
      isCloseable: false,
      data: { type: 'test-host', targets: [{ name: 'design', sequence: CRAMBIN }], aiTool: 'AlphaFold2 Monomer' },
    };
    renderHostTab({
      plugins: [aiFolding],
      tab: first,
      content: ({ sessionId, tab }) => <Handing sessionId={sessionId} first={tab} />,
      settings: {
        engines: { ai_folding: 'external' },
        pluginSettings: { folding: { colabfoldInstalled: true } },
      },
      routes: {
        'POST /api/sessions/:sid/structure_predictions/query': { models: [], total: 0 },
        'POST /api/sessions/:sid/structure_prediction_groups/getMany': [],
        'POST /api/sessions/:sid/structure_predictions/getMany': [],
      },
    });
    const tool = (await screen.findByLabelText('Tool')) as HTMLSelectElement;
    const sequences = screen.getByLabelText('Sequences to fold') as HTMLTextAreaElement;
    expect(tool.value).toBe('AlphaFold2 Monomer');
    fireEvent.change(tool, { target: { value: 'AlphaFold2 single sequence' } });
    fireEvent.change(sequences, { target: { value: `>edited\n${CRAMBIN}` } });

    fireEvent.click(screen.getByRole('button', { name: 'Same data again' }));
    expect((screen.getByLabelText('Tool') as HTMLSelectElement).value).toBe('AlphaFold2 single sequence');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Sequences to fold').value).toBe(`>edited\n${CRAMBIN}`);

    fireEvent.click(screen.getByRole('button', { name: 'Hand over again' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Sequences to fold').value).toBe('>second\nMKTAYIAKQR\n');
    expect((screen.getByLabelText('Tool') as HTMLSelectElement).value).toBe('AlphaFold2 Monomer');
  });
});
