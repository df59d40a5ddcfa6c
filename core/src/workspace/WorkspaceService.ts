import { proxy } from 'valtio';
import {
  sessionChannel,
  type Api,
  type Live,
  type Registry,
  type SelectedCollections,
  type Session,
  type SplitView,
  type Stores,
  type TabData,
  type Unsubscribe,
  type ViewerSelection,
  type Workspace,
  type WorkspaceState,
} from '@bench/sdk';

export interface WorkspaceDeps {
  stores: Stores;
  live: Live;
  registry: Registry;
  api: Api;
}

/** Tab saves wait this long so a burst of tab changes is one request. */
export const TAB_SAVE_DELAY_MS = 300;

/** The types whose creates, deletes and restores reload the session state (spec 1 §3). */
const CONTENT_TYPES: readonly string[] = ['poses', 'sequences'];

/** "Leaving the page saves the tab state" (spec 1 §2). */
const LEAVE_EVENTS = ['pagehide', 'beforeunload'] as const;

/**
 * The open session's tabs and panels (spec 1 §2 "Session workspace tabs", spec 3 §4).
 * Tabs mirror session.state.tabs, panels mirror session.view; both are saved on the session,
 * and updates from other clients arrive as live model events.
 */
export class WorkspaceService implements Workspace {
  readonly state: WorkspaceState = proxy<WorkspaceState>({
    sessionId: null,
    tabs: [],
    activeIndex: -1,
    panels: {},
    splitView: noSplitView(),
    viewerSelection: null,
    selectedCollections: noSelection(),
  });
  private session: Session | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  /** a tab save on its way to the server: a reload meanwhile would read the tabs from before it */
  private saving = 0;
  /** local tab changes so far: a reload that raced one of them keeps the local tabs */
  private tabEdits = 0;
  /** panel toggles so far: a session read that started before one must not undo it */
  private panelEdits = 0;
  private stopLive: Unsubscribe | null = null;
  private stopDisplayBoxes: Unsubscribe | null = null;
  private readonly flushOnLeave = () => void this.flush();

  constructor(private readonly deps: WorkspaceDeps) {}

  async open(sessionId: string): Promise<void> {
    if (this.state.sessionId !== sessionId) this.close();
    this.state.sessionId = sessionId;
    const panelEditsBefore = this.panelEdits;
    const session = await this.deps.stores.of<Session>('sessions').get(sessionId);
    if (this.state.sessionId !== sessionId) return;
    // tabs opened while the session was loading join its saved ones instead of being dropped
    const openedWhileLoading = this.session?._id === sessionId ? [] : plain(this.state.tabs);
    this.mirror(session, { keepPanels: this.panelEdits !== panelEditsBefore });
    this.addTabs(openedWhileLoading);
    this.deps.live.joinSessionChannel(sessionId);
    this.stopLive = this.deps.live.onModelEvent((event) => {
      const sessionUpdated = event.type === 'sessions' && event.op === 'update' && event.ids.includes(sessionId);
      // spec 1 §3: store changes of poses or sequences other than plain updates reload session state
      const contentsChanged =
        CONTENT_TYPES.includes(event.type) && event.op !== 'update' && event.session_id === sessionId;
      if (sessionUpdated || contentsChanged) void this.reload(sessionId);
    });
    this.stopDisplayBoxes = this.deps.live.bind<DisplayBoxEvent>(sessionChannel(sessionId), 'displaybox', (data) =>
      this.applyDisplayBox(sessionId, data),
    );
    for (const event of LEAVE_EVENTS) globalThis.addEventListener?.(event, this.flushOnLeave);
  }

  close(): void {
    const sessionId = this.state.sessionId;
    if (!sessionId) return;
    void this.flush();
    this.stopLive?.();
    this.stopLive = null;
    this.stopDisplayBoxes?.();
    this.stopDisplayBoxes = null;
    for (const event of LEAVE_EVENTS) globalThis.removeEventListener?.(event, this.flushOnLeave);
    this.deps.live.leaveSessionChannel(sessionId);
    this.session = null;
    Object.assign(this.state, {
      sessionId: null,
      tabs: [],
      activeIndex: -1,
      panels: {},
      splitView: noSplitView(),
      viewerSelection: null,
      selectedCollections: noSelection(),
    });
  }

  openTab(kind: string, data: TabData['data'], title?: string): TabData {
    const tabKind = this.deps.registry.tabKind(kind);
    if (!tabKind) throw new Error(`Unknown tab kind '${kind}': no loaded plugin contributes it`);
    const existing = this.state.tabs.findIndex((t) => sameItem(t, { kind, data }));
    if (existing >= 0) {
      this.state.activeIndex = existing;
      this.scheduleSave();
      return this.state.tabs[existing];
    }
    const tab: TabData = {
      id: newTabId(),
      kind,
      title: title ?? tabKind.title(data),
      icon: tabKind.icon,
      isCloseable: true,
      data,
    };
    this.state.tabs.push(tab);
    this.state.activeIndex = this.state.tabs.length - 1;
    this.scheduleSave();
    return this.state.tabs[this.state.activeIndex];
  }

  activateTab(tabId: string): void {
    const index = this.state.tabs.findIndex((t) => t.id === tabId);
    if (index < 0 || index === this.state.activeIndex) return;
    this.state.activeIndex = index;
    this.scheduleSave();
  }

  setViewerSelection(next: ViewerSelection | null): void {
    const positions = [...new Set(next?.positions ?? [])]
      .filter((p) => Number.isInteger(p) && p >= 1)
      .sort((a, b) => a - b);
    this.state.viewerSelection = next && positions.length > 0 ? { source: next.source, positions } : null;
  }

  closeTab(tabId: string): void {
    const index = this.state.tabs.findIndex((t) => t.id === tabId);
    if (index < 0) return;
    this.state.tabs.splice(index, 1);
    const active = this.state.activeIndex;
    if (index < active || (index === active && active >= this.state.tabs.length)) this.state.activeIndex = active - 1;
    this.scheduleSave();
  }

  closeTabsFor(type: string, id: string): void {
    for (const tab of this.state.tabs.filter((t) => t.data.type === type && t.data.id === id)) this.closeTab(tab.id);
  }

  retitleTabsFor(type: string, id: string, title: string): void {
    const tabs = this.state.tabs.filter((t) => t.data.type === type && t.data.id === id && t.title !== title);
    for (const tab of tabs) tab.title = title;
    if (tabs.length) this.scheduleSave();
  }

  updateTab(tabId: string, patch: Partial<Pick<TabData, 'viewer' | 'data' | 'title'>>): void {
    const tab = this.state.tabs.find((t) => t.id === tabId);
    if (!tab) return;
    Object.assign(tab, patch);
    this.scheduleSave();
  }

  setPanelOpen(panelId: string, open: boolean): void {
    const sessionId = this.state.sessionId;
    if (!sessionId || this.state.panels[panelId] === open) return;
    this.state.panels[panelId] = open;
    this.panelEdits += 1;
    void this.deps.api.put(`/api/sessions/${sessionId}`, { view: { ...this.state.panels } });
    // the other windows of this project follow at once, before the session update reaches them
    this.deps.live
      .emit({ event: 'displaybox', data: { session: sessionId, box: panelId, value: open } })
      .catch((error: unknown) => {
        console.error('The displaybox event was not sent', error);
      });
  }

  /** Another window opened or closed a panel of this project (spec 3 §7: session, box, value). */
  private applyDisplayBox(sessionId: string, data: DisplayBoxEvent): void {
    if (data.client_id === this.deps.api.clientId || this.state.sessionId !== sessionId || data.session !== sessionId)
      return;
    if (typeof data.box !== 'string' || typeof data.value !== 'boolean') return;
    this.state.panels[data.box] = data.value;
  }

  setSplitView(next: SplitView): void {
    const current = this.state.splitView;
    if (
      sameIds(current.selected_pose_ids, next.selected_pose_ids) &&
      sameIds(current.visible_pose_ids, next.visible_pose_ids)
    )
      return;
    this.state.splitView = {
      selected_pose_ids: [...next.selected_pose_ids],
      visible_pose_ids: [...next.visible_pose_ids],
    };
    this.scheduleSave();
  }

  selectCollection(kind: keyof SelectedCollections, id: string | null): void {
    if (this.state.selectedCollections[kind] === id) return;
    this.state.selectedCollections[kind] = id;
    this.scheduleSave();
  }

  /** Saves pending tab changes now (page hide, closing the session). */
  async flush(): Promise<void> {
    if (!this.saveTimer) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = null;
    await this.saveTabs();
  }

  private scheduleSave(): void {
    this.tabEdits += 1;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      void this.saveTabs();
    }, TAB_SAVE_DELAY_MS);
  }

  private addTabs(tabs: TabData[]): void {
    const fresh = tabs.filter((tab) => !this.state.tabs.some((t) => sameItem(t, tab)));
    if (fresh.length === 0) return;
    this.state.tabs.push(...fresh);
    this.state.activeIndex = this.state.tabs.length - 1;
    this.scheduleSave();
  }

  private async saveTabs(): Promise<void> {
    const sessionId = this.state.sessionId;
    // before the session is loaded there is nothing to merge into: saving would drop its saved tabs
    if (!sessionId || this.session?._id !== sessionId) return;
    const cached = this.deps.stores.of<Session>('sessions').state.items[sessionId];
    const base = cached?.state ?? this.session?.state ?? {};
    const tabs = { active_tab_index: this.state.activeIndex, open_tabs: plain(this.state.tabs) };
    this.saving += 1;
    try {
      const { pose_collection_id, sequence_collection_id } = this.state.selectedCollections;
      await this.deps.api.put(`/api/sessions/${sessionId}`, {
        state: {
          ...plain(base),
          tabs,
          split_view: plain(this.state.splitView),
          session_view: {
            ...plain(base.session_view ?? {}),
            collections_panel: { selected_collection_id: pose_collection_id },
          },
          sequence_collections_panel: { selected_sequence_collection_id: sequence_collection_id },
        },
      });
    } finally {
      this.saving -= 1;
    }
  }

  private async reload(sessionId: string): Promise<void> {
    const editsBefore = this.tabEdits;
    const panelEditsBefore = this.panelEdits;
    // a save due or on its way when the read starts may reach the server after the read does
    const savePending = this.saveTimer !== null || this.saving > 0;
    const session = await this.deps.api.get<Session>(`/api/sessions/${sessionId}`);
    const localChanges = savePending || this.saveTimer !== null || this.saving > 0 || this.tabEdits !== editsBefore;
    if (this.state.sessionId === sessionId)
      this.mirror(session, { keepTabs: localChanges, keepPanels: this.panelEdits !== panelEditsBefore });
  }

  private mirror(session: Session, { keepTabs = false, keepPanels = false } = {}): void {
    this.session = session;
    if (!keepPanels) this.state.panels = { ...(session.view ?? {}) };
    if (keepTabs) return;
    this.state.splitView = { ...noSplitView(), ...plain(session.state?.split_view ?? {}) };
    this.state.selectedCollections = {
      pose_collection_id: session.state?.session_view?.collections_panel?.selected_collection_id ?? null,
      sequence_collection_id: session.state?.sequence_collections_panel?.selected_sequence_collection_id ?? null,
    };
    const saved = session.state?.tabs;
    this.state.tabs = saved?.open_tabs ? plain(saved.open_tabs) : [];
    this.state.activeIndex = Math.min(saved?.active_tab_index ?? -1, this.state.tabs.length - 1);
  }
}

interface DisplayBoxEvent {
  session?: string;
  box?: unknown;
  value?: unknown;
  client_id?: string | null;
}

function noSplitView(): SplitView {
  return { selected_pose_ids: [], visible_pose_ids: [] };
}

function noSelection(): SelectedCollections {
  return { pose_collection_id: null, sequence_collection_id: null };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

function sameItem(a: Pick<TabData, 'kind' | 'data'>, b: Pick<TabData, 'kind' | 'data'>): boolean {
  return a.kind === b.kind && a.data.type === b.data.type && a.data.id === b.data.id;
}

/** valtio proxies cannot be structured-cloned; JSON is enough for saved tab state. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function newTabId(): string {
  return `tab-${crypto.randomUUID()}`;
}
