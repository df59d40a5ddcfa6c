import type { IconName } from './ui/Icon.tsx';
/**
 * The plugin contract: a plugin is plain data plus lazy React components (DESIGN §3).
 */
import type { ComponentType } from 'react';
import type { SessionEntityType, TabData, User } from './entities.ts';
import type { FeatureDeclaration, FeatureTable } from './features.ts';
import type { JobInput } from './jobs/input.ts';
import type { AnySettingContribution } from './settings.ts';

/** A lazily loaded component: `() => import('./DesignForm')`. */
export type Lazy<P = object> = () => Promise<{ default: ComponentType<P> }>;

export interface Badge {
  kind: 'beta' | 'new';
}

// ---------- actions ----------
/** What the availability rule sees of the current selection of structures. */
export interface SelectionSummary {
  /** selected structures with what rules need of them */
  structures: {
    id: string;
    hasLigands: boolean;
    hasNucleicAcids: boolean;
    atomCount?: number;
    residueCount?: number;
  }[];
}
export type Availability = { enabled: true } | { enabled: false; hint: string };

export interface ValidationIssue {
  field?: string;
  code?: string;
  severity: 'error' | 'warning';
  message: string;
}

/** One row of the credit catalogue, as a cost rule describes itself. */
export interface CostRow {
  action: string;
  unit: string;
  cost: string;
}

export interface CostContext {
  structureCount: number;
  atomCounts?: number[];
  /** selector positions by id (what a loop length is read from; Loop Rebuild prices by it) */
  selectors?: Readonly<Record<string, readonly number[]>>;
  /** one-letter sequences of the source structures, '/' between chains (what a per-sequence price counts) */
  sequences?: readonly string[];
  /** the kind of engine that runs the job here ('simulated', 'openmm', …): a deterministic engine makes one result whatever the repeats */
  engine?: string | null;
  [key: string]: unknown;
}

export interface CostRule<I> {
  /** rows for the credit catalogue screen */
  catalogue: CostRow[];
  /** credits for running this input; the same function prices the form and charges the server */
  price(input: I, context: CostContext): number;
}

export interface ActionFormProps<I> {
  input: I;
  onChange(next: I): void;
  readOnly: boolean;
  issues: ValidationIssue[];
}

/**
 * What `validate(input, context)` knows besides the input. One function builds it, in the browser's
 * action form and in the server's run (`validationContext` of @bench/action-kit), so the same
 * validators give the same answer on both sides.
 */
export type ValidationContext = {
  /** selectors by id; the built-in '(all)' pseudo selector ('all') does not count as created */
  selectors: Readonly<Record<string, readonly number[]>>;
  /** one-letter sequences of the source structures, '/' between chains */
  sequences: readonly string[];
  sourcePoseCount: number;
  /** the session's free ligands (small molecules) */
  freeLigands: readonly { _id: string; name: string }[];
  /** the result cap and every plugin's public settings */
  settings: Readonly<Record<string, unknown>> & { maxResults: number };
};

export interface ActionContribution<I = Record<string, unknown>> {
  id: string;
  /** task name inside the product (the key of GET /api/engines) */
  task: string;
  /** task name on the wire when it differs */
  wireName?: string;
  /**
   * The kind of item a run of this task is, when it is not an action: a DDG result, a ThermoMPNN
   * item… Its run route goes through the same job pipeline, which sees the item as an action input.
   */
  runs?: SessionEntityType;
  /**
   * The session counter that numbers such runs (their `task_id`) when it is not the actions'
   * `action_counter`, named by the plugin that declares it: every session starts it at 0.
   */
  counter?: `${string}_counter`;
  label: string;
  icon?: IconName;
  feature?: string;
  /**
   * The options of an input that a flag opens besides `feature` (spec 3 §6), each with what a person
   * reads: the server refuses to run an input that turns one on for a user whose flags do not open it.
   */
  gatedOptions?(input: I): readonly { feature: string; label: string }[];
  order?: number;
  availability(selection: SelectionSummary): Availability;
  defaults(): I;
  /**
   * The input's schema (`defineJob` derives `defaults` from it): the server refuses to store or run
   * an action whose input is malformed, naming the field. A job whose runs are items of their own
   * (`runs`) is refused a malformed input when it runs; its item's schema checks the same fields on
   * save through `fieldSchema` (`@bench/sdk/backend`).
   */
  input?: JobInput<I>;
  validate?(input: I, context: ValidationContext): ValidationIssue[];
  /**
   * The public plugin settings its `validate` and engine read (`settingValue(context.settings, s)`),
   * as their declarations: these, and no other plugin's, are its `context.settings`. A catalog in
   * which no plugin contributes one of them, or in which two of them share an id, refuses to load,
   * naming this job and the setting.
   */
  reads?: readonly AnySettingContribution[];
  cost: CostRule<I>;
  Form: Lazy<ActionFormProps<I>>;
}

/** The pure half of an action contribution: what the server loads from a plugin's `./model`. */
export type ActionModel<I = Record<string, unknown>> = Omit<ActionContribution<I>, 'Form' | 'icon'>;

// ---------- tab kinds ----------
export interface TabProps {
  tab: TabData;
  sessionId: string;
}
export interface TabKindContribution {
  /** the kind stored in the session's open tabs (spec 2 §2: collection, selector, archive, trash …) */
  id: string;
  icon: IconName;
  /** default title for a new tab of this kind */
  title(data: TabData['data']): string;
  feature?: string;
  component: Lazy<TabProps>;
}

// ---------- launchers ----------
/**
 * A button that opens a new tab of a kind (data loaders, creators): in the session's left column, or
 * in the panel it names, which lists the launchers plugins contribute to it.
 */
export interface LauncherContribution {
  id: string;
  label: string;
  icon: IconName;
  /** the tab kind it opens (any plugin's) */
  tabKind: string;
  order?: number;
  feature?: string;
  /** the id of the panel that shows it (not shown while no loaded plugin contributes that panel); without, the session's left column */
  panel?: string;
  /** the job its tab creates: the button is disabled, saying why, when no engine on this server runs it */
  task?: string;
}

// ---------- archivable items ----------
/**
 * An item kind the Archive and Trash lists show (spec 2 §2.10): the plugin that owns the entity
 * declares it, with the label its type filter and Type column show.
 */
export interface ArchivableContribution {
  id: string;
  entity: SessionEntityType;
  label: string;
  order?: number;
}

// ---------- metrics ----------
/**
 * A kind of result the Metrics panel lists and creates from the selected structures (spec 2 §2.10:
 * DDG results, ThermoMPNN items, epitope prediction views). The panel lists the session's items of
 * `entity` and opens each in a tab of `tabKind` with data `{ type: entity, id, name }`.
 */
export interface MetricContribution {
  id: string;
  /** the kind's name on its create button and list heading ('DDG', 'ThermoMPNN') */
  label: string;
  icon: IconName;
  entity: SessionEntityType;
  tabKind: string;
  order?: number;
  feature?: string;
  /** the create button's rule over the selected structures, with the spec's disabled hint */
  availability(selection: SelectionSummary): Availability;
  /** the body POSTed to create one item from the selected structures */
  createBody(selection: { poseIds: string[]; collectionId: string | null }): Record<string, unknown>;
  /**
   * A form shown before anything is created (what to compute, its price): its `onSubmit` sends the
   * body to POST; cancelling creates nothing. Without it the create button POSTs `createBody` at once.
   */
  createForm?: Lazy<MetricCreateFormProps>;
  /** messages shown when creating, listing or renaming fails (the panel has generic ones for the last two) */
  errors: { create: string; fetch?: string; rename?: string };
}

export interface MetricCreateFormProps {
  selection: { poseIds: string[]; collectionId: string | null };
  /** the base body (`createBody`); the form adds its choices and submits */
  body: Record<string, unknown>;
  /** creates the item from the body and opens it; rejects with the reason when the server refuses */
  onSubmit(body: Record<string, unknown>): Promise<void>;
  onCancel(): void;
}

// ---------- panels ----------
export interface PanelProps {
  sessionId: string;
}
export interface PanelContribution {
  id: string;
  title: string;
  side: 'left' | 'right';
  order?: number;
  feature?: string;
  /** closed until the user opens it, unless true */
  defaultOpen?: boolean;
  component: Lazy<PanelProps>;
}

// ---------- sequence actions ----------
/** What a sequence collection's toolbar hands each contributed action. */
export interface SequenceActionProps {
  sessionId: string;
  collection: { _id: string; name: string };
  /** the collection's selected sequences, in table order; `action_id` marks results of one job */
  selected: readonly { _id: string; name: string; sequence: string; action_id?: string | null }[];
}
/**
 * Controls a plugin adds to every sequence collection's toolbar for the selected sequences (AI
 * folding's tools): the plugin decides what it offers, whether it can run here, and what it opens.
 */
export interface SequenceActionContribution {
  id: string;
  order?: number;
  feature?: string;
  component: Lazy<SequenceActionProps>;
}

// ---------- viewers ----------
export interface ViewerProps {
  sessionId: string;
  tab: TabData;
  data: unknown;
}
export interface ViewerContribution {
  id: string;
  label: string;
  /** what it can show: 'poses', 'sequences', 'scores' … collection and action tabs choose by this */
  shows: string[];
  order?: number;
  feature?: string;
  component: Lazy<ViewerProps>;
  /**
   * Starts loading what the viewer needs besides its module (a rendering library), so that it is
   * ready when the viewer mounts: hosts call it, with `component`, as soon as they know the viewer.
   */
  preload?(): Promise<unknown>;
}

// ---------- console routes ----------
export interface ConsoleRouteContribution {
  id: string;
  /** path under the console root, e.g. 'dashboard' or 'whatsnew/:id/edit' */
  path: string;
  title: string;
  /** shown in the console navigation when given */
  nav?: { label: string; order?: number };
  feature?: string;
  component: Lazy<{ params: Record<string, string> }>;
  /** optional small count shown beside the navigation label (e.g. new promotions) */
  navCount?: Lazy<object>;
}

// ---------- developer sample pages ----------
/** A component shown alone with real fixture data at '/__samples/{id}' (spec 1 §2). */
export interface SampleContribution {
  /** the page name, e.g. 'pv-structure-viewer'; unique across plugins */
  id: string;
  title?: string;
  component: Lazy;
}

// A registry holds contributions of every input and value type; each plugin's own code keeps its type.
// biome-ignore lint/suspicious/noExplicitAny: existential input type (see above)
export type AnyActionContribution = ActionContribution<any>;
// biome-ignore lint/suspicious/noExplicitAny: existential input type (see above)
export type AnyActionModel = ActionModel<any>;

export interface Contributions {
  actions?: AnyActionContribution[];
  tabKinds?: TabKindContribution[];
  panels?: PanelContribution[];
  viewers?: ViewerContribution[];
  sequenceActions?: SequenceActionContribution[];
  consoleRoutes?: ConsoleRouteContribution[];
  samples?: SampleContribution[];
  settings?: AnySettingContribution[];
  launchers?: LauncherContribution[];
  metrics?: MetricContribution[];
  archivable?: ArchivableContribution[];
  /** the features this plugin's contributions and models name (its `./model` entry's `features`) */
  features?: FeatureDeclaration[];
  /**
   * Priced jobs that are not actions (a DDG result, a structure prediction…, run from their own tab
   * or panel): their models, so the credit catalogue lists their cost rules beside the actions'.
   */
  jobs?: AnyActionModel[];
}

export interface PluginDefinition {
  /** lower-case id; also the package suffix: @bench/plugin-<id> */
  id: string;
  title?: string;
  description?: string;
  /** position among peers when no `order` is given on a contribution */
  order?: number;
  contributes: Contributions;
}

/** A contribution together with the plugin that gave it, its namespaced id and its catalog position. */
export type Registered<C> = C & { pluginId: string; fullId: string; position: number };

export interface Registry {
  readonly plugins: readonly PluginDefinition[];
  readonly actions: readonly Registered<AnyActionContribution>[];
  readonly tabKinds: readonly Registered<TabKindContribution>[];
  readonly panels: readonly Registered<PanelContribution>[];
  readonly viewers: readonly Registered<ViewerContribution>[];
  readonly sequenceActions: readonly Registered<SequenceActionContribution>[];
  readonly consoleRoutes: readonly Registered<ConsoleRouteContribution>[];
  readonly samples: readonly Registered<SampleContribution>[];
  readonly settings: readonly Registered<AnySettingContribution>[];
  readonly launchers: readonly Registered<LauncherContribution>[];
  readonly metrics: readonly Registered<MetricContribution>[];
  readonly archivable: readonly Registered<ArchivableContribution>[];
  readonly jobs: readonly Registered<AnyActionModel>[];
  /** the platform's features and those the loaded plugins declare */
  readonly features: FeatureTable;
  tabKind(id: string): Registered<TabKindContribution> | undefined;
  action(task: string): Registered<AnyActionContribution> | undefined;
  /** only what the user's flags allow */
  visibleTo<C extends { feature?: string }>(items: readonly C[], user: User | null): C[];
}

export class PluginLoadError extends Error {
  constructor(
    readonly pluginId: string,
    message: string,
  ) {
    super(`plugin '${pluginId}': ${message}`);
    this.name = 'PluginLoadError';
  }
}
