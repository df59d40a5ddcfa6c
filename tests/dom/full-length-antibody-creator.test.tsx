import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Api, LocalPrefs, Notify, Workspace, type Session } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide, type FakeRequest } from '@bench/testing';
import aiFolding from '../../plugins/folding/src/index.ts';
import antibodyModelling from '../../plugins/antibody-modelling/src/index.ts';
import homologyModelling from '../../plugins/homology-modelling/src/index.ts';
import structurePrediction from '../../plugins/structure-prediction/src/index.ts';

const SID = 'abcdef012345abcdef012345';
const POSE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const stamp = '2026-01-01T00:00:00.000Z';
const base = { is_archived: false, is_deleted: false, created_timestamp: stamp, updated_timestamp: stamp };
const HEAVY = 'EVQLQESDAELVKPGASVKISCKASGYTFTDHVIHWVKQKPEQGLEWIGYISPGNGDIKYNEKFKGKATLTADKSSSTAYMQLNSLTSEDSAVYLCKRGYY';
const LIGHT =
  'DIELTQSPSSLSASLGGKVTITCKASQDIKKYIGWYQHKPGKQPRLLIHYTSTLLPGIPSRFRGSGSGRDYSFSISNLEPEDIATYYCLQYYNLRTFGGGTKLEIK';

/** The Structure predictions panel with 1A0Q selected, and the group routes recording what the creator sends. */
function renderPanel(engines: Record<string, string>) {
  const session = {
    _id: SID,
    name: 'Antibodies',
    view: { 'structure-predictions': true },
    state: {
      tabs: { active_tab_index: 0, open_tabs: [] },
      split_view: { selected_pose_ids: [POSE], visible_pose_ids: [POSE] },
    },
  } as unknown as Session;
  const predictions: Record<string, unknown>[] = [
    {
      ...base,
      _id: 'sp0',
      name: 'older',
      type: 'full-length-antibody-hm',
      status: 'completed',
      input: { heavy: HEAVY, light: LIGHT },
      alignments: [],
      errors_and_warnings: {},
    },
    {
      ...base,
      _id: 'sp9',
      name: 'a single chain',
      type: 'single-chain-hm',
      status: 'completed',
      input: { sequence: HEAVY },
      alignments: [],
      errors_and_warnings: {},
    },
  ];
  const sent: unknown[] = [];
  const api = fakeApi({
    'GET /api/sessions/:id': session,
    'PUT /api/sessions/:id': ({ body }: FakeRequest) => ({ ...session, ...(body as object) }),
    'POST /api/notifications/query': { models: [] },
    'POST /api/sessions/:sid/poses/getMany': [{ ...base, _id: POSE, name: '1A0Q' }],
    'POST /api/sessions/:sid/structure_predictions/query': () => ({ models: predictions }),
    'POST /api/sessions/:sid/structure_predictions/getMany': ({ body }: FakeRequest) =>
      predictions.filter((p) => (body as { ids: string[] }).ids.includes(String(p._id))),
    'GET /api/sessions/:sid/structure_predictions/:id': ({ params }: FakeRequest) =>
      predictions.find((p) => p._id === params.id),
    'POST /api/sessions/:sid/structure_prediction_groups/query': { models: [] },
    'POST /api/sessions/:sid/structure_prediction_groups/getMany': [],
    'POST /api/sessions/:sid/structure_prediction_groups': ({ body }: FakeRequest) => (
      sent.push(['group', body]), { ...base, _id: 'g1', member_ids: [], submitted: false, ...(body as object) }
    ),
    'POST /api/structure_prediction_groups/:gid/structure_predictions': ({ params, body }: FakeRequest) => {
      sent.push(['member', params.gid, body]);
      const member = {
        ...base,
        _id: 'sp1',
        status: 'created',
        alignments: [],
        errors_and_warnings: {},
        ...(body as object),
      };
      predictions.push(member);
      return member;
    },
    'POST /api/structure_prediction_groups/:gid/submit': ({ params }: FakeRequest) => (
      sent.push(['submit', params.gid]), { ...base, _id: params.gid, submitted: true }
    ),
  });
  const bench = createTestWorkbench({
    plugins: [structurePrediction, homologyModelling, antibodyModelling, aiFolding],
    route: `/sessions/${SID}`,
    settings: { engines },
    services: [
      provide(Api, api),
      provide(Notify, fakeNotify()),
      provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
    ],
  });
  bench.render();
  return { sent, workspace: bench.get(Workspace) };
}

describe('full-length antibody creator, opened from the Structure predictions panel (the family together)', () => {
  it("opens from the panel (New), shows the price and the chains' problems, and submits both chains with the selected structure as template", async () => {
    const { sent, workspace } = renderPanel({ full_length_antibody_hm: 'builtin' });
    const button = await screen.findByRole('button', { name: 'Full-Length Antibody HM New' });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    await waitFor(() =>
      expect(workspace.state.tabs.map((t) => [t.kind, t.title])).toEqual([
        ['hmFullLengthAntibodyCreator', 'Full-Length Antibody HM'],
      ]),
    );

    const creator = within(await screen.findByRole('region', { name: 'Full-Length Antibody HM' }));
    expect(creator.getByText(/^Cost: 100 credits per sequence\./)).toBeTruthy();
    // the creator lists only predictions of its type, with the status filters
    const list = await creator.findByRole('table', { name: 'Structure predictions' });
    expect(
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([expect.stringContaining('older')]);
    expect(creator.getByRole('checkbox', { name: 'completed (1)' })).toBeTruthy();

    fireEvent.change(creator.getByLabelText('Heavy chain'), { target: { value: HEAVY } });
    fireEvent.change(creator.getByLabelText('Light chain'), { target: { value: 'DIQ' } });
    expect(
      creator.getByText(
        'Light chain: Input sequence length 3 is outside the range 10 to 2000 residues that full-length antibody homology modelling accepts.',
      ),
    ).toBeTruthy();
    expect(creator.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    fireEvent.change(creator.getByLabelText('Light chain'), { target: { value: LIGHT } });
    fireEvent.change(creator.getByLabelText('Antibody name'), { target: { value: '29G11' } });
    const templates = await creator.findByRole('checkbox', { name: 'Search the 1 selected structure first (1A0Q)' });
    expect(templates).toHaveProperty('checked', true);
    fireEvent.click(creator.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent).toEqual([
      ['group', { name: 'Full-Length Antibody HM: 29G11', type: 'full-length-antibody-hm' }],
      [
        'member',
        'g1',
        {
          type: 'full-length-antibody-hm',
          name: '29G11',
          input: { heavy: HEAVY, light: LIGHT },
          single_chain_hm_template_ids: [POSE],
        },
      ],
      ['submit', 'g1'],
    ]);
    await waitFor(() =>
      expect(workspace.state.tabs.map((t) => t.kind)).toEqual(['hmFullLengthAntibodyCreator', 'structurePrediction']),
    );
  });

  it('is disabled, with the reason, where no engine serves the task', async () => {
    renderPanel({ single_chain_hm: 'builtin' });
    const button = await screen.findByRole('button', { name: 'Full-Length Antibody HM New' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('title')).toBe('No engine on this server runs Full-Length Antibody HM.');
  });
});
