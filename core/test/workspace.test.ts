import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, type Session, type TabData } from '@bench/sdk';
import { fakeApi, fakeLive } from '@bench/testing';
import { loadPlugins } from '../src/registry.ts';
import { StoresService } from '../src/stores/StoresService.ts';
import { TAB_SAVE_DELAY_MS, WorkspaceService } from '../src/workspace/WorkspaceService.ts';

const collectionTabs = definePlugin({
  id: 'collections',
  contributes: {
    tabKinds: [
      {
        id: 'collection',
        icon: 'folder',
        title: (data) => `Collection ${data.id}`,
        component: async () => ({ default: () => null }),
      },
    ],
  },
});

const savedTab: TabData = {
  id: 't1',
  kind: 'collection',
  title: 'Saved',
  isCloseable: true,
  data: { type: 'pose_collections', id: 'c1' },
};

function session(overrides: Partial<Session> = {}): Session {
  return {
    _id: 's1',
    name: 'Kinase',
    view: { collections: true },
    state: {
      split_view: { selected_pose_ids: ['p1'], visible_pose_ids: [] },
      tabs: { active_tab_index: 0, open_tabs: [savedTab] },
    },
    action_counter: 0,
    ddg_counter: 0,
    is_locked: false,
    created_timestamp: '',
    updated_timestamp: '',
    is_deleted: false,
    is_archived: false,
    schema_version: 1,
    version: 1,
    ...overrides,
  };
}

function setup(remote: () => Session = () => session()) {
  const puts: unknown[] = [];
  const api = fakeApi({
    'GET /api/sessions/:id': remote,
    'POST /api/sessions/getMany': () => [remote()],
    'PUT /api/sessions/:id': ({ body }: { body: unknown }) => {
      puts.push(body);
      return session();
    },
  });
  const live = fakeLive();
  const stores = new StoresService({ api, live });
  const registry = loadPlugins([collectionTabs]);
  return { workspace: new WorkspaceService({ stores, live, registry, api }), puts, live };
}

describe('WorkspaceService', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('mirrors the saved tabs and panels of the session it opens', async () => {
    const { workspace, live } = setup();
    await workspace.open('s1');
    expect(workspace.state.tabs.map((t) => t.title)).toEqual(['Saved']);
    expect(workspace.state.activeIndex).toBe(0);
    expect(workspace.state.panels).toEqual({ collections: true });
    expect(live.joined.size).toBeGreaterThan(0);
  });

  it('keeps a tab opened while the session loads, and never saves over the saved tabs before loading', async () => {
    const { workspace, puts } = setup();
    const opening = workspace.open('s1');
    workspace.openTab('collection', { type: 'pose_collections', id: 'c2' });
    vi.advanceTimersByTime(TAB_SAVE_DELAY_MS);
    expect(puts).toEqual([]);
    await opening;
    expect(workspace.state.tabs.map((t) => t.title)).toEqual(['Saved', 'Collection c2']);
    expect(workspace.state.activeIndex).toBe(1);
    await vi.advanceTimersByTimeAsync(TAB_SAVE_DELAY_MS);
    const saved = (puts.at(-1) as { state: Session['state'] }).state.tabs!;
    expect(saved.open_tabs.map((t) => t.title)).toEqual(['Saved', 'Collection c2']);
  });

  it('selected and visible structures are session state: mirrored on open, kept across tab switches, saved', async () => {
    const { workspace, puts } = setup();
    await workspace.open('s1');
    expect(workspace.state.splitView).toEqual({ selected_pose_ids: ['p1'], visible_pose_ids: [] });
    workspace.setSplitView({ selected_pose_ids: ['p1', 'p2'], visible_pose_ids: ['p2'] });
    workspace.openTab('collection', { type: 'pose_collections', id: 'c2' });
    expect(workspace.state.splitView.selected_pose_ids).toEqual(['p1', 'p2']);
    await vi.advanceTimersByTimeAsync(TAB_SAVE_DELAY_MS);
    const saved = (puts.at(-1) as { state: Session['state'] }).state;
    expect(saved.split_view).toEqual({ selected_pose_ids: ['p1', 'p2'], visible_pose_ids: ['p2'] });
    expect(saved.tabs!.open_tabs).toHaveLength(2);
  });

  it('each collections panel’s selected collection is session state at the spec’s paths: mirrored on open, saved', async () => {
    const state = { ...session().state, session_view: { collections_panel: { selected_collection_id: 'c1' } } };
    const { workspace, puts } = setup(() => session({ state }));
    await workspace.open('s1');
    expect(workspace.state.selectedCollections).toEqual({ pose_collection_id: 'c1', sequence_collection_id: null });
    workspace.selectCollection('sequence_collection_id', 'q7');
    workspace.selectCollection('pose_collection_id', 'c2');
    await vi.advanceTimersByTimeAsync(TAB_SAVE_DELAY_MS);
    const saved = (puts.at(-1) as { state: Session['state'] }).state;
    expect(saved.session_view?.collections_panel?.selected_collection_id).toBe('c2');
    expect(saved.sequence_collections_panel?.selected_sequence_collection_id).toBe('q7');
    expect(saved.tabs!.open_tabs).toHaveLength(1);
  });

  it('an unchanged selection saves nothing', async () => {
    const { workspace, puts } = setup();
    await workspace.open('s1');
    workspace.setSplitView({ selected_pose_ids: ['p1'], visible_pose_ids: [] });
    await vi.advanceTimersByTimeAsync(TAB_SAVE_DELAY_MS);
    expect(puts).toEqual([]);
  });

  it("a viewer's residue selection is kept sorted without duplicates or bad positions, cleared when empty, not saved, and dropped on close", async () => {
    const { workspace, puts } = setup();
    await workspace.open('s1');
    workspace.setViewerSelection({ source: '1CRN', positions: [12, 10, 10, 0, -3, 2.5, 11] });
    expect(workspace.state.viewerSelection).toEqual({ source: '1CRN', positions: [10, 11, 12] });
    await vi.advanceTimersByTimeAsync(TAB_SAVE_DELAY_MS);
    expect(puts).toEqual([]);
    workspace.setViewerSelection({ source: '1CRN', positions: [] });
    expect(workspace.state.viewerSelection).toBeNull();
    workspace.setViewerSelection({ source: '1CRN', positions: [4] });
    workspace.close();
    expect(workspace.state.viewerSelection).toBeNull();
  });

  it('re-activates the tab already showing an item instead of duplicating it', async () => {
    const { workspace } = setup();
    await workspace.open('s1');
    const fresh = workspace.openTab('collection', { type: 'pose_collections', id: 'c2' });
    expect(fresh.title).toBe('Collection c2');
    expect(workspace.state.activeIndex).toBe(1);
    workspace.openTab('collection', { type: 'pose_collections', id: 'c1' });
    expect(workspace.state.tabs).toHaveLength(2);
    expect(workspace.state.activeIndex).toBe(0);
  });

  it('names an unknown tab kind', async () => {
    const { workspace } = setup();
    await workspace.open('s1');
    expect(() => workspace.openTab('ddg', { type: 'ddg_results' })).toThrow(/'ddg'/);
  });

  it('saves tab changes once after a pause, keeping the rest of the session state', async () => {
    const { workspace, puts } = setup();
    await workspace.open('s1');
    workspace.openTab('collection', { type: 'pose_collections', id: 'c2' });
    workspace.retitleTabsFor('pose_collections', 'c2', 'Renamed');
    expect(puts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(TAB_SAVE_DELAY_MS);
    expect(puts).toHaveLength(1);
    const { state } = puts[0] as { state: Session['state'] };
    expect(state.split_view?.selected_pose_ids).toEqual(['p1']);
    expect(state.tabs?.open_tabs.map((t) => t.title)).toEqual(['Saved', 'Renamed']);
    expect(state.tabs?.active_tab_index).toBe(1);
  });

  it('closes tabs of an archived item and moves the active tab left', async () => {
    const { workspace } = setup();
    await workspace.open('s1');
    workspace.openTab('collection', { type: 'pose_collections', id: 'c2' });
    workspace.closeTabsFor('pose_collections', 'c2');
    expect(workspace.state.tabs).toHaveLength(1);
    expect(workspace.state.activeIndex).toBe(0);
  });

  it('flushes pending tab saves on close (leaving the page)', async () => {
    const { workspace, puts } = setup();
    await workspace.open('s1');
    workspace.openTab('collection', { type: 'pose_collections', id: 'c2' });
    await workspace.flush();
    expect(puts).toHaveLength(1);
  });

  it('stores panel state on the session view at once', async () => {
    const { workspace, puts } = setup();
    await workspace.open('s1');
    workspace.setPanelOpen('selectors', true);
    await vi.advanceTimersByTimeAsync(0);
    expect(puts).toEqual([{ view: { collections: true, selectors: true } }]);
  });

  it('announces a panel toggle to the other windows of the project as a displaybox event', async () => {
    const { workspace, live } = setup();
    await workspace.open('s1');
    workspace.setPanelOpen('selectors', true);
    expect(live.emitted).toEqual([{ event: 'displaybox', data: { session: 's1', box: 'selectors', value: true } }]);
  });

  it("follows another window's displaybox event at once, and ignores its own and malformed ones", async () => {
    const { workspace, live } = setup();
    await workspace.open('s1');
    live.deliver('private-session-s1', 'displaybox', {
      session: 's1',
      box: 'archive',
      value: true,
      client_id: 'other',
    });
    live.deliver('private-session-s1', 'displaybox', {
      session: 's1',
      box: 'collections',
      value: false,
      client_id: 'test-client',
    });
    live.deliver('private-session-s1', 'displaybox', {
      session: 's1',
      box: 'selectors',
      value: 'yes',
      client_id: 'other',
    });
    expect(workspace.state.panels).toEqual({ collections: true, archive: true });
  });

  it('a panel opened while the session loads stays open when the older session arrives', async () => {
    const { workspace, puts } = setup();
    const opening = workspace.open('s1');
    workspace.setPanelOpen('archive', true);
    await opening;
    expect(workspace.state.panels.archive).toBe(true);
    expect(puts).toEqual([{ view: { archive: true } }]);
  });

  it('a panel toggled while a reload is on its way is not undone by the reload', async () => {
    const remote = session();
    const { workspace, live } = setup(() => remote);
    await workspace.open('s1');
    live.emitModel({ op: 'update', type: 'sessions', ids: ['s1'], client_id: 'other' });
    workspace.setPanelOpen('archive', true);
    await vi.advanceTimersByTimeAsync(0);
    expect(workspace.state.panels).toEqual({ collections: true, archive: true });
  });

  it('reloads the session state when structures or sequences of the session are created, deleted or restored, not on plain updates', async () => {
    let remote = session();
    const { workspace, live } = setup(() => remote);
    await workspace.open('s1');
    remote = session({
      state: {
        split_view: { selected_pose_ids: [], visible_pose_ids: [] },
        tabs: { active_tab_index: 0, open_tabs: [savedTab] },
      },
    });
    live.emitModel({ op: 'update', type: 'poses', ids: ['p1'], session_id: 's1', client_id: 'other' });
    live.emitModel({ op: 'create', type: 'poses', ids: ['p9'], session_id: 'another', client_id: 'other' });
    await vi.advanceTimersByTimeAsync(0);
    expect(workspace.state.splitView.selected_pose_ids).toEqual(['p1']);
    live.emitModel({ op: 'soft-delete', type: 'poses', ids: ['p1'], session_id: 's1', client_id: 'other' });
    await vi.advanceTimersByTimeAsync(0);
    expect(workspace.state.splitView.selected_pose_ids).toEqual([]);
  });

  it('reloads tabs and panels when another client updates the session', async () => {
    let remote = session();
    const { workspace, live } = setup(() => remote);
    await workspace.open('s1');
    remote = session({ view: { collections: false }, state: { tabs: { active_tab_index: -1, open_tabs: [] } } });
    live.emitModel({ op: 'update', type: 'sessions', ids: ['s1'], client_id: 'other' });
    await vi.advanceTimersByTimeAsync(0);
    expect(workspace.state.panels).toEqual({ collections: false });
    expect(workspace.state.tabs).toEqual([]);
  });

  it('keeps a tab whose save is still on its way when another client updates the session', async () => {
    let release!: () => void;
    const saved = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      'GET /api/sessions/:id': () => session(),
      'POST /api/sessions/getMany': () => [session()],
      'PUT /api/sessions/:id': async () => {
        await saved;
        return session();
      },
    });
    const live = fakeLive();
    const stores = new StoresService({ api, live });
    const workspace = new WorkspaceService({ stores, live, registry: loadPlugins([collectionTabs]), api });
    await workspace.open('s1');
    workspace.openTab('collection', { type: 'pose_collections', id: 'c2' });
    await vi.advanceTimersByTimeAsync(TAB_SAVE_DELAY_MS); // the save is sent and waits for the server
    live.emitModel({ op: 'update', type: 'sessions', ids: ['s1'], client_id: 'other' }); // its reload reads the old tabs
    await vi.advanceTimersByTimeAsync(0);
    expect(workspace.state.tabs.map((t) => t.title)).toEqual(['Saved', 'Collection c2']);
    release();
  });

  it('keeps a tab whose save was due when a reload started, though the save lands before the reload answers', async () => {
    let answer!: () => void;
    const slowRead = new Promise<void>((resolve) => (answer = resolve));
    let reads = 0;
    const api = fakeApi({
      // the reload's read is answered with the tabs from before the save, after the save has landed
      'GET /api/sessions/:id': async () => {
        reads += 1;
        if (reads > 1) await slowRead;
        return session();
      },
      'POST /api/sessions/getMany': () => [session()],
      'PUT /api/sessions/:id': () => session(),
    });
    const live = fakeLive();
    const stores = new StoresService({ api, live });
    const workspace = new WorkspaceService({ stores, live, registry: loadPlugins([collectionTabs]), api });
    await workspace.open('s1');
    workspace.openTab('collection', { type: 'pose_collections', id: 'c2' }); // its save is due in 300 ms
    live.emitModel({ op: 'create', type: 'poses', ids: ['p9'], session_id: 's1', client_id: 'other' });
    await vi.advanceTimersByTimeAsync(TAB_SAVE_DELAY_MS); // the save goes out and lands
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(workspace.state.tabs.map((t) => t.title)).toEqual(['Saved', 'Collection c2']);
  });
});
