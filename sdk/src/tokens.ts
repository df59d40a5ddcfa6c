/**
 * Service tokens (Symbols named like their interfaces) and the interfaces behind them.
 * Implementations live in @bench/core; plugins reach them with `useService(Token)`.
 */
import type {
  BaseItem,
  BillingOrganization,
  EntityType,
  ModelEvent,
  QueryReply,
  QueryRequest,
  TabData,
  User,
} from './entities.ts';
import type { ActionModel, Registry } from './contracts.ts';

// ---------- Api ----------
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  responseType?: 'json' | 'text' | 'blob';
  headers?: Record<string, string>;
}

export interface Api {
  /** 'n-n-n': three random numbers up to 1,000,000 joined by hyphens; sent as x-client-id. */
  readonly clientId: string;
  request<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, query?: RequestOptions['query']): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  delete<T = unknown>(path: string): Promise<T>;
  /** GET or POST that answers a file. */
  download(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Blob>;
}
export const Api = Symbol('Api');

// ---------- Auth ----------
export interface AuthState {
  user: User | null;
  /** Local mode with declared users: start() waits for loginWithPassword; the shell shows its sign-in form. */
  signInRequired: boolean;
}
export interface Auth {
  readonly mode: 'local' | 'auth0';
  /** valtio proxy: read with useSnapshot (the shell's sign-in form watches signInRequired) */
  readonly state: AuthState;
  /** The signed-in user once `start()` resolved; null before. */
  readonly user: User | null;
  /** Resolves with the user, or sends the browser to sign-in (never resolves then). */
  start(): Promise<User>;
  getToken(): string | null;
  /** Renew the token silently; on failure sends the browser to sign-in. */
  renew(): Promise<void>;
  login(redirect?: string): void;
  /** Local mode with declared users: exchange credentials for a token. */
  loginWithPassword(username: string, password: string): Promise<User>;
  logout(): void;
  /** Parses the sign-in callback and answers the path to go to. */
  handleCallback(url: string): Promise<string>;
}
export const Auth = Symbol('Auth');

// ---------- Live ----------
export type Unsubscribe = () => void;
export interface LiveState {
  connected: boolean;
  /** false after a connection loss until reconnected */
  online: boolean;
}
/** What a window tells its user's other windows or a session's (spec 1 §7, spec 3 §7), sent through the server. */
export type WindowMessage =
  | { event: 'window'; data: { user: string; sessions: string[] } }
  | { event: 'displaybox'; data: { session: string; box: string; value: unknown } };

export interface Live {
  readonly state: LiveState;
  connect(): void;
  disconnect(): void;
  /** Join the user channel; joining again under another name throws. */
  joinUserChannel(userId: string): void;
  joinSessionChannel(sessionId: string): void;
  leaveSessionChannel(sessionId: string): void;
  bind<T = unknown>(channel: string, event: string, handler: (data: T) => void): Unsubscribe;
  /** Sends a window or displaybox event (POST /api/live/events); the server publishes it on the channel it belongs to. */
  emit(message: WindowMessage): Promise<void>;
  /** Model events from other clients (events carrying this client's id are dropped). */
  onModelEvent(handler: (event: ModelEvent) => void): Unsubscribe;
  /**
   * Called with the channel's name each time a subscription is confirmed (on joining, and again
   * after a reconnect): what was published before then never arrived, so a view reloads what it shows.
   */
  onSubscribed(handler: (channel: string) => void): Unsubscribe;
}
export const Live = Symbol('Live');

// ---------- Credits ----------
export interface CatalogueRow {
  action: string;
  unit: string;
  cost: string;
  /** plugin id when the row comes from a registered action, absent for spec rows not built yet */
  pluginId?: string;
  /** internal task name of the registered action (the key of GET /api/engines) */
  task?: string;
  engine?: string;
}
export interface Credits {
  organization(): Promise<BillingOrganization>;
  transactionsCsv(): Promise<Blob>;
  /** The credit catalogue: rows from registered actions' cost rules, then spec rows not built yet. */
  catalogue(): CatalogueRow[];
  /** The spec's message for a billing failure (HTTP 422 + known code), else null. */
  billingMessage(error: unknown): string | null;
}
export const Credits = Symbol('Credits');

// ---------- Features ----------
export interface Features {
  /** Throws 'featureName not recognized' for an unknown name. */
  isEnabled(feature: string): boolean;
  badge(feature: string): 'beta' | 'new' | undefined;
}
export const Features = Symbol('Features');

// ---------- Notify ----------
export type ToastKind = 'success' | 'info' | 'warning' | 'error';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  link?: { href: string; label: string };
}
export interface Banner {
  message: string;
  url?: string;
}
export interface NotifyState {
  toasts: Toast[];
  banner: Banner | null;
}
export interface Notify {
  readonly state: NotifyState;
  success(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  error(message: string, link?: Toast['link']): void;
  dismiss(id: number): void;
  /** Service-disruption banner: 'generic-message' becomes the spec text, '' hides; throttled 10 s. */
  setDisruption(message: string | null, url?: string | null): void;
  /** Desktop notification for a stored notification: shown once, then did_notify is saved; 4 s apart. */
  desktop(notification: { _id: string; title: string; body: string; did_notify: boolean }): void;
}
export const Notify = Symbol('Notify');

// ---------- Settings ----------
export interface AppSettings {
  authMode: 'local' | 'auth0';
  /** local mode: true when the server declares several users and wants credentials */
  localLoginRequired: boolean;
  auth0?: { domain: string; clientId: string; audience?: string };
  callbackPath: string;
  supportUrl: string;
  cadUrl: string;
  /** the host named in valid-character messages ('{host}/support') */
  supportHost: string;
  live: { key: string; wsHost: string; wsPort: number; forceTLS: boolean; cluster: string; authEndpoint: string };
  gzipThresholdBytes: number;
  maxResults: number;
  authLeewaySeconds: number;
  engines: Record<string, string>;
  /** each plugin's public settings (its `settings` contribution), by plugin id */
  pluginSettings: Record<string, Record<string, unknown>>;
}
export interface Settings {
  readonly values: AppSettings;
  /** a plugin's settings: the server's values over the defaults the plugin declares */
  plugin<T extends object = Record<string, unknown>>(pluginId: string): Readonly<T>;
  /**
   * The `settings` a job's `validate` sees (as on the server): the values of the settings its model
   * `reads`, each found by its declaration in the plugin that contributes it, not by name.
   */
  forJob(job: Pick<ActionModel, 'reads'>): Readonly<Record<string, unknown>>;
}
export const Settings = Symbol('Settings');

// ---------- LocalPrefs ----------
export interface LocalPrefs {
  get<T>(key: string, fallback: T): T;
  set<T>(key: string, value: T): void;
}
export const LocalPrefs = Symbol('LocalPrefs');

// ---------- Stores ----------
export interface ItemStoreState<T> {
  items: Record<string, T>;
  loading: boolean;
  error: string | null;
  /**
   * Raised on every change of this type: the store's own writes, live events from other clients
   * and jobs, and `touch()`. Lists re-run their own query when it moves (see useItemQuery).
   */
  revision: number;
}
export interface ItemStore<T extends BaseItem = BaseItem> {
  readonly type: EntityType;
  /** valtio proxy: read with useSnapshot */
  readonly state: ItemStoreState<T>;
  query(request?: QueryRequest): Promise<QueryReply<T>>;
  /** every page of 500 until done */
  queryAll(request?: Omit<QueryRequest, 'page' | 'per_page'>): Promise<T[]>;
  get(id: string): Promise<T>;
  /** batch get in chunks of 10 */
  getMany(ids: string[]): Promise<T[]>;
  create(body: Partial<T>): Promise<T>;
  update(id: string, patch: Partial<T>): Promise<T>;
  archive(id: string): Promise<void>;
  dearchive(id: string): Promise<void>;
  softDelete(ids: string[]): Promise<void>;
  restore(ids: string[]): Promise<void>;
  delete(id: string): Promise<void>;
  /** drop cached ids and refetch those still cached (live events call this) */
  refresh(ids: string[]): Promise<void>;
  /**
   * Tells this client's readers that items changed through a route other than this store (live
   * events from this client are dropped, so nothing else would): raises `state.revision`, costs no request.
   */
  touch(): void;
  /**
   * After a route other than this store changed `ids` (a run, a cancel, a plugin's own route): reads
   * the cached ones again and touches, since this window's own live events are dropped.
   */
  reread(ids: string[]): Promise<void>;
  clear(): void;
}
export interface Stores {
  /** the open project, null on console screens */
  readonly sessionId: string | null;
  /** Switching project clears every session-scoped cache and selection. */
  setSession(sessionId: string | null): void;
  of<T extends BaseItem>(type: EntityType): ItemStore<T>;
}
export const Stores = Symbol('Stores');

// ---------- Workspace (the open session's tabs and panels) ----------
export interface WorkspaceState {
  sessionId: string | null;
  /** mirrors session.state.tabs.open_tabs */
  tabs: TabData[];
  activeIndex: number;
  /** mirrors session.view: panel id → open */
  panels: Record<string, boolean>;
  /** mirrors session.state.split_view: the structures selected and loaded in the viewer, whichever tab is active */
  splitView: SplitView;
  /** the residues last selected in a 3D or sequence viewer of this session (not saved); null when none */
  viewerSelection: ViewerSelection | null;
  /** the collection each collections panel has selected; saved with the session (spec 1 §3) */
  selectedCollections: SelectedCollections;
}
/**
 * spec 1 §3: session.state.session_view.collections_panel.selected_collection_id and
 * session.state.sequence_collections_panel.selected_sequence_collection_id.
 */
export interface SelectedCollections {
  pose_collection_id: string | null;
  sequence_collection_id: string | null;
}
/** Residues a user selected in a viewer, as 1-based positions along the structure's residues. */
export interface ViewerSelection {
  /** names of the structures the residues were selected on */
  source: string;
  /** ascending, no duplicates */
  positions: number[];
}
export interface SplitView {
  selected_pose_ids: string[];
  visible_pose_ids: string[];
}
export interface Workspace {
  /** valtio proxy: read with useSnapshot */
  readonly state: WorkspaceState;
  /** Loads the session's saved tabs and panels; called by the session screen. */
  open(sessionId: string): Promise<void>;
  close(): void;
  /** Opens a tab of a registered kind, or re-activates the one already showing that item. */
  openTab(kind: string, data: TabData['data'], title?: string): TabData;
  activateTab(tabId: string): void;
  closeTab(tabId: string): void;
  /** Archiving or deleting an item closes its tab. */
  closeTabsFor(type: string, id: string): void;
  /** Renaming an item updates its tab title. */
  retitleTabsFor(type: string, id: string, title: string): void;
  /** Viewer settings and other tab state, saved with the session. */
  updateTab(tabId: string, patch: Partial<Pick<TabData, 'viewer' | 'data' | 'title'>>): void;
  setPanelOpen(panelId: string, open: boolean): void;
  /** The collection view's selected and visible structures; saved with the session, restored on reload. */
  setSplitView(next: SplitView): void;
  /** A viewer reports its residue selection (empty positions clear it), for other views to use. */
  setViewerSelection(next: ViewerSelection | null): void;
  /** A collections panel's selected collection; saved with the session, restored on reload. */
  selectCollection(kind: keyof SelectedCollections, id: string | null): void;
}
export const Workspace = Symbol('Workspace');

// ---------- Registry ----------
export const RegistryToken = Symbol('Registry');
export type { Registry };

export type ServiceToken =
  | typeof Api
  | typeof Auth
  | typeof Live
  | typeof Credits
  | typeof Features
  | typeof Notify
  | typeof Settings
  | typeof LocalPrefs
  | typeof Stores
  | typeof Workspace
  | typeof RegistryToken;

export const ALL_SERVICE_TOKENS: ServiceToken[] = [
  Api,
  Auth,
  Live,
  Credits,
  Features,
  Notify,
  Settings,
  LocalPrefs,
  Stores,
  Workspace,
  RegistryToken,
];

export function tokenName(token: symbol): string {
  return token.description ?? String(token);
}
