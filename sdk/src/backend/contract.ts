import type {
  ActionEngine,
  ActionModel,
  AnyActionModel,
  AnySettingContribution,
  FeatureDeclaration,
  ModelOp,
  ValidationContext,
} from '../model.ts';
import type { Item } from './fields.ts';
import type { ItemLimits } from './limits.ts';
import type { TypeSchemas } from './schemas.ts';
import type { JobSubjectDeclaration } from './subjects.ts';

/** A request to one of the plugin's routes: its path parameters and its untrusted body. */
export interface PluginRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export type RouteHandler = (request: PluginRequest) => Promise<unknown>;

/**
 * Where a plugin adds its routes. Each path starts with `/api/` and names one of the plugin's own
 * item types, the platform types it writes or its route names first (`/api/<type>/:id/run`,
 * `/api/sessions/:sid/<type>/:id/run`); any other path refuses to start the server.
 */
export interface PluginRoutes {
  get(path: string, handler: RouteHandler): void;
  post(path: string, handler: RouteHandler, options?: { status?: number }): void;
  put(path: string, handler: RouteHandler): void;
  delete(path: string, handler: RouteHandler): void;
}

/**
 * The plugin's items inside one database transaction (or outside any, from `host.items`), written as
 * the caller. Only the plugin's own types and the platform types its entry `writes`: any other type
 * is refused.
 */
export interface ItemStore {
  load(type: string, id: string, options?: { lock?: boolean }): Promise<Item | null>;
  /** merges server-written fields (version +1), only while `when.key` is one of `when.values`; false when gone or moved on */
  patch(
    type: string,
    id: string,
    fields: Record<string, unknown>,
    when?: { key: string; values: string[] },
  ): Promise<boolean>;
  /** new items of a session from their fields, stamped with the caller and the server's fields */
  insert(type: string, sessionId: string, bodies: readonly Record<string, unknown>[]): Promise<Item[]>;
  remove(type: string, sessionId: string, ids: readonly string[]): Promise<void>;
  /** stores (or replaces) the structure file of `item` (a free ligand's SDF record…) */
  saveStructure(type: string, item: Item, file: { data: string; format: 'pdb' | 'sdf' | 'mol' }): Promise<void>;
  /** the structure file text of an item of the session, else null */
  structure(type: string, sessionId: string, id: string): Promise<string | null>;
  /** a structure of the session, else 400 naming `pose_id` */
  sessionPose(sessionId: string, poseId: unknown): Promise<Item>;
  /** the session's next number from `counter` (e.g. the one an action model declares) */
  nextTaskId(sessionId: string, counter?: `${string}_counter`): Promise<number>;
  /** what `job`'s `validate` sees for structures of a session (the settings it `reads` included) */
  validationContext(
    job: Pick<ActionModel, 'reads'>,
    sessionId: string,
    poseIds: readonly unknown[],
  ): Promise<ValidationContext>;
}

/** A plugin type's own rules inside the generic item routes. */
export interface ItemRules {
  /** runs in the create transaction: the fields the server fills (a counter, the pose's name…) */
  prepareCreate?(
    body: Record<string, unknown>,
    sessionId: string,
    tx: ItemStore,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** the changes a client may make to `existing`; throws when it may make none */
  prepareUpdate?(
    patch: Record<string, unknown>,
    existing: Item,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** runs once the created item is committed and published (e.g. to run the jobs it made) */
  afterCreate?(item: Item, request: PluginRequest): Promise<Item>;
}

/** What the server lends a plugin's server half: its items, its jobs, ownership checks and live events. */
export interface ServerHost {
  /** the plugin's items as the caller, outside a transaction */
  items(request: PluginRequest): ItemStore;
  /** `work` in one transaction, all or nothing */
  transaction<T>(request: PluginRequest, work: (tx: ItemStore) => Promise<T>): Promise<T>;
  /**
   * prices, debits and queues the run of `item` for the caller (API.md 'Actions and jobs'), and
   * publishes the item's `update` event, as runJobs and cancelJob do for theirs
   */
  runJob(request: PluginRequest, subject: JobSubjectDeclaration, item: Item): Promise<Item>;
  /** several runs, all or none, with `alsoInTransaction` committed together with them */
  runJobs(
    request: PluginRequest,
    runs: readonly { subject: JobSubjectDeclaration; item: Item }[],
    alsoInTransaction?: (tx: ItemStore) => Promise<void>,
  ): Promise<Item[]>;
  /** stops a queued or running job with its refund, and publishes the item's `update`; 409 with the final state when it had ended */
  cancelJob(request: PluginRequest, subject: JobSubjectDeclaration, item: Item): Promise<Item>;
  /**
   * A client's body for a new item of one of the plugin's own types, checked as the generic create
   * route checks it (the type's schema and limits): a plugin route that creates items takes it
   * through here. 400 naming the field otherwise.
   */
  checkedBody(type: string, body: unknown): Record<string, unknown>;
  /** refuses an item the plugin built over its type's limits (name, the type's own fields, the whole item) */
  checkLimits(type: string, item: Record<string, unknown>): void;
  /** the server's object limits (README 'Configuration') */
  readonly limits: Readonly<ItemLimits>;
  /** the origin of the support site (BENCH_SUPPORT_URL), which some messages name */
  readonly supportHost: string;
  /** the caller's item of `subject` named by the route's `:id` (404 when absent or someone else's) */
  ownedJobItem(request: PluginRequest, subject: JobSubjectDeclaration, noun: string): Promise<Item>;
  /** the session when the caller owns it, else 404 */
  ownedSession(request: PluginRequest, sessionId: string): Promise<Item>;
  /** a `model` event on the session's channel after a write */
  publish(
    request: PluginRequest,
    event: { op: ModelOp; type: string; ids: string[]; sessionId: string },
  ): Promise<void>;
  /** the values of the settings the plugin declares, as the server read them at start */
  settings<T extends object = Record<string, unknown>>(): Readonly<T>;
  /** a pose's name and stored structure text, in a session the caller owns; 404 when the session is not theirs, the pose is missing or its text was lost */
  poseStructure(request: PluginRequest, sessionId: string, poseId: string): Promise<{ name: string; pdb: string }>;
  /**
   * A raw pose collection (`is_raw`, no type) named `name` in a session the caller owns (else 404),
   * holding `poses` in order, each its fields and structure text: written in one transaction as
   * the caller, then announced with their `create` events.
   */
  createRawPoseCollection(
    request: PluginRequest,
    sessionId: string,
    name: string,
    poses: readonly { fields: Record<string, unknown>; pdb: string }[],
  ): Promise<{ collection: Item; poses: Item[] }>;
  /** the action model of a task, by its internal or wire name */
  model(task: string): ActionModel | undefined;
  /** the model whose runs are items of `entity` */
  runnerOf(entity: string): ActionModel | undefined;
}

/** A stored type a plugin declares: session-scoped, served by the generic item routes, run by its subject. */
export interface ServerEntity {
  type: string;
  schemas: TypeSchemas;
  /** refuses a created or updated body over the type's own limits (`body` is what the client sent) */
  checkLimits?(body: Record<string, unknown>, limits: ItemLimits): void;
  /** how the job pipeline runs items of this type, when they are run */
  subject?: JobSubjectDeclaration;
  rules?(host: ServerHost): ItemRules;
}

// An engine list holds engines of every input type; each plugin's own code keeps its type.
// biome-ignore lint/suspicious/noExplicitAny: existential input type
type AnyActionEngine = ActionEngine<any>;

/**
 * What a plugin's `./server` entry exports as `server`: all the server takes from the plugin. The
 * jobs, features and settings are the very declarations its browser definition contributes (an
 * architecture test holds the two halves to the same lists).
 */
export interface ServerEntry {
  /** the jobs it contributes, which the server prices, checks and runs */
  jobs?: readonly AnyActionModel[];
  /** the engines that run its own jobs' tasks (an engine for any other task refuses to start) */
  engines?: readonly AnyActionEngine[];
  /** its feature declarations, gating its jobs and screens (spec 3 §6) */
  features?: readonly FeatureDeclaration[];
  /** its settings, read from the environment at start */
  settings?: readonly AnySettingContribution[];
  entities?: ServerEntity[];
  /**
   * Platform item types (the sdk's ENTITY_TYPES) its routes create and read besides its own, held
   * to the platform's rules for them; a type that is not the platform's refuses to start.
   */
  writes?: readonly string[];
  /**
   * Names the plugin's routes may sit under besides its item types and the types it `writes` (`/api/<name>…`,
   * `/api/sessions/:sid/<name>…`), for calls on no item of its own; a platform type, or a type or
   * name of another plugin, refuses to start.
   */
  routeNames?: readonly string[];
  /** the plugin's own routes (run, cancel, members…), registered after the generic ones */
  routes?(routes: PluginRoutes, host: ServerHost): void;
}
