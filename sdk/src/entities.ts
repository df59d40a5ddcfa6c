/** Entities shared by browser and server (spec 3 §3, spec 1 §3, spec 2 §3). */

export interface BaseItem {
  _id: string;
  session_id?: string;
  name?: string;
  created_timestamp: string;
  created_user_name?: string;
  created_user_id?: string;
  updated_timestamp: string;
  updated_user_name?: string;
  updated_user_id?: string;
  is_deleted: boolean;
  is_archived: boolean;
  deleted_timestamp?: string | null;
  archived_timestamp?: string | null;
  schema_version: number;
  version: number;
}

/** One open workspace tab; `data` names the item it shows, viewer settings ride along. */
export interface TabData {
  id: string;
  kind: string;
  title: string;
  icon?: string;
  isCloseable: boolean;
  data: { type: string; id?: string; [key: string]: unknown };
  viewer?: ViewerSettings;
}

export interface ViewerSettings {
  viewer_type?: string;
  x_axis?: string;
  y_axis?: string;
  logo_selector_key?: string;
  camera?: unknown;
  styles?: unknown;
  sequence_viewer_active?: boolean;
  sequence_viewer_height?: number;
}

export interface SessionState {
  session_view?: { collections_panel?: { selected_collection_id?: string | null } };
  tabs?: { active_tab_index: number; open_tabs: TabData[] };
  split_view?: { selected_pose_ids: string[]; visible_pose_ids: string[] };
  sequence_collections_panel?: { selected_sequence_collection_id?: string | null };
}

export interface Session extends BaseItem {
  name: string;
  view: Record<string, boolean>;
  state: SessionState;
  score_function?: string | null;
  action_counter: number;
  /** the counters a plugin's task numbers its runs with (ActionContribution.counter), each from 0 */
  [counter: `${string}_counter`]: number;
  is_locked: boolean;
}

export interface Promotion extends BaseItem {
  content: string;
  published_timestamp: string | null;
  is_visible: boolean;
}

/** The flags of the platform's own features (PLATFORM_FEATURES). */
export interface PlatformFlags {
  canCloneProject: boolean;
  canUseTestingTools: boolean;
}

/**
 * A user's flags: the platform's, and those the plugins' features are gated by (a feature
 * declaration's `flag`; the server reads exactly the declared ones). A flag absent is off.
 */
export type UserFlags = PlatformFlags & Partial<Record<string, boolean>>;

/** The signed-in user, as the identity token (or GET /me) describes them. */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  roles: string[];
  isPromotionEditor: boolean;
  flags: UserFlags;
  /** token expiry, seconds since epoch */
  exp?: number;
}

export interface BillingOrganization {
  organizationId: number | string | null;
  balanceCredits: number;
  subscriptionType: string | null;
  billingPortalURL: string | null;
}

export interface BenchNotification extends BaseItem {
  title: string;
  body: string;
  did_notify: boolean;
}

/**
 * The platform's stored entity types: the plural used in URLs, and whether it lives inside a session
 * (routes under /api/sessions/{session_id}/) or globally. Plugins add their own session-scoped types
 * (a plugin's `./server` entry declares them, its `entities` contribution names them to the browser).
 */
export const ENTITY_TYPES = {
  sessions: { scope: 'global' },
  promotions: { scope: 'global' },
  notifications: { scope: 'global' },
  pose_collections: { scope: 'session' },
  poses: { scope: 'session' },
  sequence_collections: { scope: 'session' },
  sequences: { scope: 'session' },
  selectors: { scope: 'session' },
  free_ligands: { scope: 'session' },
  actions: { scope: 'session' },
} as const;

export type PlatformEntityType = keyof typeof ENTITY_TYPES;
/** A stored entity type: one of the platform's, or one a loaded plugin declares. */
export type EntityType = string;
export type SessionEntityType = string;

/** Every type but the platform's global ones lives inside a session (plugin types always do). */
export function isSessionScoped(type: EntityType): boolean {
  return !Object.hasOwn(ENTITY_TYPES, type) || ENTITY_TYPES[type as PlatformEntityType].scope === 'session';
}

/** Query body of POST …/{type}s/query (spec 3 §7). */
export interface QueryRequest {
  query?: Record<string, unknown>;
  sort?: Record<string, 1 | -1>;
  page?: number;
  per_page?: number;
  fields?: string[];
}

export interface QueryReply<T> {
  models: T[];
  total?: number;
}

/** Live model event published on a session channel (or user channel for global types). */
export type ModelOp = 'create' | 'update' | 'delete' | 'restore' | 'soft-delete' | 'archive' | 'dearchive';
export interface ModelEvent {
  op: ModelOp;
  type: EntityType;
  ids: string[];
  session_id?: string | null;
  client_id?: string | null;
}
export interface WindowEvent {
  user: string;
  sessions: string[];
}
export interface DisplayboxEvent {
  session: string;
  box: string;
  value: unknown;
}

/** `|` is not allowed in channel names (spec 3 §7): auth0|abc → auth0-abc. */
export function channelSafe(name: string): string {
  return name.replace(/\|/g, '-');
}
export function userChannel(userId: string): string {
  return `private-user-${channelSafe(userId)}`;
}
export function sessionChannel(sessionId: string): string {
  return `private-session-${channelSafe(sessionId)}`;
}
