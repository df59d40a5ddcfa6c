/** A tiny action plugin and a fake server for the actions plugin's harness tests. */
import {
  Api,
  ApiError,
  Credits,
  Live,
  LocalPrefs,
  Notify,
  BILLING_ERRORS,
  definePlugin,
  field,
  jobInput,
  type ActionFormProps,
  type InputOf,
  type ActionItem,
  type Session,
  type TabData,
} from '@bench/sdk';
import { MutationsTable, RepeatsField, SelectorField } from '@bench/action-kit/ui';
import {
  atLeast,
  designFields,
  exactly,
  repeatsFields,
  selectorField,
  validateDesignFamily,
  validateRepeatsOnly,
  type DesignInput,
  type TableRules,
} from '@bench/action-kit';
import { configure } from '@testing-library/react';
import { createTestWorkbench, fakeApi, fakeLive, fakeNotify, provide, type FakeRequest } from '@bench/testing';
import actionsPlugin from '../src/index.ts';

export const SESSION = 'abcdef012345';

// lazy plugin chunks load slowly while the machine is busy
configure({ asyncUtilTimeout: 5000 });

const testRelaxFields = { ...repeatsFields(), selector: field.optional(selectorField()) };
type TestRelaxInput = InputOf<typeof testRelaxFields>;

function TestForm({ input, onChange, readOnly }: ActionFormProps<TestRelaxInput>) {
  return (
    <div className="bn-form">
      <RepeatsField value={input.repeats} onChange={(repeats) => onChange({ ...input, repeats })} readOnly={readOnly} />
      <SelectorField
        value={input.selector ?? null}
        onChange={(selector) => onChange({ ...input, selector })}
        readOnly={readOnly}
      />
      {/* as docking's form does when its two structures are picked: the form names the source poses */}
      <button type="button" disabled={readOnly} onClick={() => onChange({ ...input, pose_ids: ['p1'] })}>
        Only im7_a
      </button>
    </div>
  );
}

/** The table rules of the test design job: the design family's default bounds, 10^12 and 10^20. */
const TEST_TABLE_RULES: TableRules = {
  onlyOriginals: 'warning',
  bounds: () => ({ warningExponent: 12, limitExponent: 20 }),
};

/** Composed like the design plugins' forms: repeats, selector, and the sdk's mutations table. */
function TestDesignForm({ input, onChange, readOnly }: ActionFormProps<DesignInput>) {
  return (
    <div className="bn-form">
      <RepeatsField value={input.repeats} onChange={(repeats) => onChange({ ...input, repeats })} readOnly={readOnly} />
      <SelectorField
        value={input.selector}
        onChange={(selector) => onChange({ ...input, selector })}
        readOnly={readOnly}
      />
      <MutationsTable
        rules={TEST_TABLE_RULES}
        selector={input.selector}
        value={input.mutations}
        onChange={(mutations) => onChange({ ...input, mutations })}
        readOnly={readOnly}
      />
    </div>
  );
}

export const testActions = definePlugin({
  id: 'test-actions',
  contributes: {
    features: [{ id: 'protein_mpnn', badge: 'new' }],
    tabKinds: [
      {
        id: 'collection',
        icon: 'folder',
        title: () => 'Collection',
        component: async () => ({ default: () => <p>Collection view</p> }),
      },
    ],
    actions: [
      {
        id: 'relax',
        task: 'relax',
        label: 'Relax',
        availability: atLeast(1, 'Relax'),
        input: jobInput(testRelaxFields),
        defaults: () => jobInput(testRelaxFields).defaults('relax'),
        validate: validateRepeatsOnly,
        cost: { catalogue: [], price: (input: TestRelaxInput, c) => 0.2 * Number(input.repeats) * c.structureCount },
        Form: async () => ({ default: TestForm }),
      },
      {
        id: 'design',
        task: 'design',
        label: 'Design',
        availability: atLeast(1, 'Design'),
        defaults: () => jobInput(designFields).defaults('design'),
        validate: validateDesignFamily(TEST_TABLE_RULES),
        cost: { catalogue: [], price: () => 1 },
        Form: async () => ({ default: TestDesignForm }),
      },
      {
        id: 'mpnn',
        task: 'protein_mpnn',
        wireName: 'mpnn',
        label: 'ProteinMPNN',
        feature: 'protein_mpnn',
        availability: exactly(1, 'ProteinMPNN'),
        defaults: () => jobInput(testRelaxFields).defaults('protein_mpnn'),
        cost: { catalogue: [], price: () => 5 },
        Form: async () => ({ default: TestForm }),
      },
    ],
  },
});

const stamp = '2026-03-01T10:00:00.000Z';
const base = {
  created_timestamp: stamp,
  updated_timestamp: stamp,
  is_deleted: false,
  is_archived: false,
  schema_version: 1,
  version: 1,
  session_id: SESSION,
};

export const poses = [
  {
    ...base,
    _id: 'p1',
    name: 'im7_a',
    pose_collection_id: 'c1',
    sequence: 'MELKNSISDY',
    has_ligands: false,
    has_nucleic_acids: false,
    atom_count: 800,
    residue_count: 10,
    is_selected: true,
  },
  {
    ...base,
    _id: 'p2',
    name: 'im7_b',
    pose_collection_id: 'c1',
    sequence: 'MELKNSISDY',
    has_ligands: false,
    has_nucleic_acids: false,
    atom_count: 810,
    residue_count: 10,
    is_selected: true,
  },
];

export function actionItem(patch: Partial<ActionItem> = {}): ActionItem {
  return {
    ...base,
    _id: 'a1',
    name: 'Relax',
    task_id: 7,
    job_id: null,
    status: 'INIT',
    is_executed: false,
    results_collection_id: null,
    score_function: 'ref2015',
    results: [],
    verification: null,
    sequence_results: null,
    engine: 'simulated',
    input: { task: 'relax', pose_ids: ['p1', 'p2'], collection_id: 'c1', repeats: 1 },
    ...patch,
  };
}

export const collectionTab: TabData = {
  id: 't-c1',
  kind: 'collection',
  title: 'Im7',
  isCloseable: true,
  data: { type: 'pose_collections', id: 'c1' },
};
export const actionTab: TabData = {
  id: 't-a1',
  kind: 'action',
  title: 'Relax 7',
  icon: 'cog',
  isCloseable: true,
  data: { type: 'actions', id: 'a1', name: 'Relax', task_id: 7 },
};

export interface Setup {
  openTabs?: TabData[];
  selected?: number;
  action?: ActionItem;
  run?: (request: FakeRequest) => unknown;
  create?: (request: FakeRequest) => unknown;
  /** index of the active tab */
  active?: number;
}

export function setup({
  openTabs = [collectionTab],
  selected = 2,
  action = actionItem(),
  run,
  create,
  active = 0,
}: Setup = {}) {
  let stored = action;
  const splitView = { selected_pose_ids: poses.slice(0, selected).map((p) => p._id), visible_pose_ids: [] };
  const state = { tabs: { active_tab_index: active, open_tabs: openTabs }, split_view: splitView };
  const session = {
    ...base,
    _id: SESSION,
    name: 'Im7',
    view: { actions: true },
    score_function: 'ref2015',
    state,
  } as unknown as Session;
  const api = fakeApi({
    'POST /api/notifications/query': { models: [] },
    'GET /api/sessions/:id': session,
    'PUT /api/sessions/:id': ({ body }: FakeRequest) => ({ ...session, ...(body as object) }),
    'POST /api/sessions/:sid/poses/query': { models: poses.slice(0, selected) },
    'POST /api/sessions/:sid/poses/getMany': ({ body }: FakeRequest) =>
      poses.filter((p) => (body as { ids: string[] }).ids.includes(p._id)),
    // chain A numbered from 101, as a file whose numbering does not start at 1
    'GET /api/sessions/:sid/poses/:id/structure_tree': () => ({
      chains: [
        {
          chain: 'A',
          residues: [...'MELKNSISDY'].map((letter, i) => ({
            position: i + 1,
            chain: 'A',
            resi: 101 + i,
            icode: ' ',
            name3: '',
            letter,
            type: 'caa',
            rna: false,
          })),
        },
      ],
    }),
    'POST /api/sessions/:sid/actions/query': () => ({ models: [stored] }),
    'POST /api/sessions/:sid/actions':
      create ?? (({ body }: FakeRequest) => (stored = { ...actionItem(), ...(body as Partial<ActionItem>) })),
    'GET /api/sessions/:sid/actions/:id': () => stored,
    'PUT /api/sessions/:sid/actions/:id': ({ body }: FakeRequest) =>
      (stored = { ...stored, ...(body as Partial<ActionItem>) }),
    'POST /api/sessions/:sid/actions/getMany': () => [stored],
    'PUT /api/actions/:id/run':
      run ?? (() => (stored = { ...stored, status: 'QUEUEING', job_id: 'job-1', price: 0.4 })),
    'PUT /api/actions/:id/cancel': () => (stored = { ...stored, status: 'CANCELLED' }),
    'PUT /api/actions/:id/importResults': () => (stored = { ...stored, status: 'COMPLETED', is_executed: true }),
    'GET /api/sessions/:sid/pose_collections/:id': ({ params }: FakeRequest) => ({
      ...base,
      _id: params.id,
      name: params.id === 'c1' ? 'Im7' : 'Relax results',
    }),
    'POST /api/sessions/:sid/selectors/query': {
      models: [
        { ...base, _id: 's1', name: 'Loop', positions: [3, 4, 5] },
        { ...base, _id: 's2', name: 'Tail', positions: [8, 9] },
      ],
    },
    'POST /api/sessions/:sid/free_ligands/query': { models: [] },
  });
  const notify = fakeNotify();
  const live = fakeLive();
  const credits = {
    billingMessage: (error: unknown) =>
      error instanceof ApiError && error.status === 422 && error.code ? (BILLING_ERRORS[error.code] ?? null) : null,
  };
  const bench = createTestWorkbench({
    plugins: [actionsPlugin, testActions],
    route: `/sessions/${SESSION}`,
    services: [
      provide(Api, api),
      provide(Notify, notify),
      provide(Live, live),
      provide(Credits, credits),
      provide(LocalPrefs, { get: <T,>(_key: string, fallback: T) => fallback, set: () => {} }),
    ],
  });
  bench.render();
  return {
    api,
    notify,
    live,
    bench,
    /** the server changes the action and tells the session channel */
    push(patch: Partial<ActionItem>) {
      stored = { ...stored, ...patch };
      live.emitModel({ op: 'update', type: 'actions', ids: [stored._id], session_id: SESSION });
    },
  };
}
