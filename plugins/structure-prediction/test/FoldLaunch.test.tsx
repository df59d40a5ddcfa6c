import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  Api,
  LazyView,
  LocalPrefs,
  Notify,
  definePlugin,
  useRegistry,
  type Session,
  type TabData,
  type TabProps,
} from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide, type FakeRequest } from '@bench/testing';
import structurePrediction from '../src/index.ts';
import { FOLDING_UNAVAILABLE } from '../src/folding/launch.ts';

const SID = 'abcdef012345abcdef012345';
const stamp = '2026-01-01T00:00:00.000Z';
const base = { is_archived: false, is_deleted: false, created_timestamp: stamp, updated_timestamp: stamp };
const HEAVY = { _id: 's1', name: 'heavy', sequence: 'MKVL', action_id: 'a1' };
const LIGHT = { _id: 's2', name: 'light', sequence: 'MKIL', action_id: 'a1' };
const COMPLEX = { _id: 's3', name: 'complex', sequence: 'MKVL/QQ' };

/** Stands in for a sequence collection: shows the contributed sequence actions for a fixed selection. */
const collectionStandIn = definePlugin({
  id: 'collection-stand-in',
  contributes: {
    tabKinds: [
      {
        id: 'sequenceHost',
        icon: 'plus',
        title: () => 'Library',
        component: async () => ({
          default: function Host({ tab, sessionId }: TabProps) {
            const registry = useRegistry();
            const props = {
              sessionId,
              collection: { _id: 'sc1', name: 'Library' },
              selected: tab.data.selected as never,
            };
            return (
              <>
                {registry.sequenceActions.map((a) => (
                  <LazyView key={a.fullId} loader={a.component} props={props} what={a.fullId} />
                ))}
              </>
            );
          },
        }),
      },
    ],
  },
});

function renderLaunch(selected: object[], installed: { colabfold?: boolean; esmfold?: boolean } = {}) {
  const host: TabData = {
    id: 't1',
    kind: 'sequenceHost',
    title: 'Library',
    isCloseable: true,
    data: { type: 'sequence_collections', selected },
  };
  const session = {
    _id: SID,
    name: 'Designs',
    view: {},
    state: { tabs: { active_tab_index: 0, open_tabs: [host] } },
  } as unknown as Session;
  const saved: TabData[][] = [];
  const api = fakeApi({
    'GET /api/sessions/:id': session,
    'PUT /api/sessions/:id': ({ body }: FakeRequest) => {
      const tabs = (body as { state?: { tabs?: { open_tabs?: TabData[] } } }).state?.tabs?.open_tabs;
      if (tabs) saved.push(tabs);
      return { ...session, ...(body as object) };
    },
    'GET /api/sessions/:sid/actions/:id': {
      ...base,
      _id: 'a1',
      name: 'ProteinMPNN',
      input: { task: 'protein_mpnn', pose_ids: ['p1'] },
    },
    'POST /api/sessions/:sid/structure_predictions/query': { models: [], total: 0 },
    'POST /api/sessions/:sid/pose_collections/query': { models: [], total: 0 },
    'POST /api/sessions/:sid/poses/getMany': [],
  });
  const notify = fakeNotify();
  createTestWorkbench({
    plugins: [collectionStandIn, structurePrediction],
    route: `/sessions/${SID}`,
    settings: {
      engines: installed.colabfold || installed.esmfold ? { ai_folding: 'external' } : {},
      pluginSettings: {
        'structure-prediction': {
          colabfoldInstalled: installed.colabfold ?? false,
          openfoldInstalled: false,
          esmfoldInstalled: installed.esmfold ?? false,
        },
      },
    },
    services: [
      provide(Api, api),
      provide(Notify, notify),
      provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
    ],
  }).render();
  const creatorData = () => saved.flat().find((t) => t.kind === 'aiFoldingCreator')?.data;
  return { notify, creatorData };
}

const buttons = async () =>
  within(await screen.findByRole('group', { name: 'AI Folding' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe("a sequence collection's fold launch (spec 2 §2.2), offering only what this server runs", () => {
  it('offers the installed monomer tools, and hands the sequences, the tool and the designs’ source to the creator', async () => {
    const { creatorData } = renderLaunch([HEAVY, LIGHT], { colabfold: true, esmfold: true });
    expect(await buttons()).toEqual(['AlphaFold2 Monomer', 'ESMFold']);
    fireEvent.click(screen.getByRole('button', { name: 'ESMFold' }));
    await waitFor(() =>
      expect(creatorData()).toMatchObject({
        aiTool: 'ESMFold',
        reference: 'p1',
        targets: [
          { name: 'heavy', sequence: 'MKVL' },
          { name: 'light', sequence: 'MKIL' },
        ],
      }),
    );
  });

  it('offers AlphaFold2 Multimer alone for chains', async () => {
    renderLaunch([COMPLEX], { colabfold: true });
    expect(await buttons()).toEqual(['AlphaFold2 Multimer']);
  });

  it('says a multimer tool is not installed when the server runs only ESMFold', async () => {
    renderLaunch([COMPLEX], { esmfold: true });
    expect(await buttons()).toEqual([]);
    expect(
      screen.getByText(
        'AlphaFold2 Multimer is not installed on this server: an administrator sets BENCH_COLABFOLD_COMMAND to run it.',
      ),
    ).toBeTruthy();
  });

  it('says folding is not available here without any folding program, with no button', async () => {
    renderLaunch([HEAVY]);
    expect(await buttons()).toEqual([]);
    expect(screen.getByText(FOLDING_UNAVAILABLE)).toBeTruthy();
  });

  it('warns and opens nothing when no sequence is selected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { notify, creatorData } = renderLaunch([], { esmfold: true });
    expect(await buttons()).toEqual(['ESMFold']);
    fireEvent.click(screen.getByRole('button', { name: 'ESMFold' }));
    expect(notify.messages).toContainEqual({ kind: 'warning', message: 'No sequences selected for AI Folding' });
    expect(warn).toHaveBeenCalledWith('No sequences selected for AI Folding');
    expect(creatorData()).toBeUndefined();
    warn.mockRestore();
  });
});
