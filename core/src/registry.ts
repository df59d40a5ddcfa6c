import {
  FeatureTable,
  PLATFORM_FEATURES,
  PluginLoadError,
  readsProblem,
  type ActionModel,
  type FeatureDeclaration,
  type ActionContribution,
  type AnyActionContribution,
  type ConsoleRouteContribution,
  type PanelContribution,
  type PluginDefinition,
  type SampleContribution,
  type Registered,
  type Registry,
  type SettingContribution,
  type TabKindContribution,
  type ViewerContribution,
  type User,
  type LauncherContribution,
  type MetricContribution,
  type SequenceActionContribution,
  type ArchivableContribution,
} from '@bench/sdk';

/** All load failures at once, each naming its plugin. */
export class PluginLoadErrors extends Error {
  constructor(readonly errors: PluginLoadError[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'PluginLoadErrors';
  }
}

type Kind =
  | 'actions'
  | 'tabKinds'
  | 'panels'
  | 'viewers'
  | 'sequenceActions'
  | 'consoleRoutes'
  | 'samples'
  | 'settings'
  | 'launchers'
  | 'metrics'
  | 'archivable'
  | 'features'
  | 'jobs';

/** Which field of a contribution must be a lazy component, and which key must be unique across plugins. */
// biome-ignore lint/suspicious/noExplicitAny: contributions of every kind share one table; each kind is typed where it is read
const KIND_RULES: Record<Kind, { lazy: string | null; globalKey: (c: any) => string[] }> = {
  actions: { lazy: 'Form', globalKey: (c: ActionContribution) => [c.task, ...(c.wireName ? [c.wireName] : [])] },
  tabKinds: { lazy: 'component', globalKey: (c: TabKindContribution) => [c.id] },
  panels: { lazy: 'component', globalKey: () => [] },
  viewers: { lazy: 'component', globalKey: () => [] },
  sequenceActions: { lazy: 'component', globalKey: () => [] },
  consoleRoutes: { lazy: 'component', globalKey: (c: ConsoleRouteContribution) => [c.path] },
  samples: { lazy: 'component', globalKey: (c: SampleContribution) => [c.id] },
  // an environment variable is one setting's; ids are the plugin's own (a job reads settings by declaration)
  settings: { lazy: null, globalKey: (c: SettingContribution) => [c.env] },
  launchers: { lazy: null, globalKey: (c: LauncherContribution) => [c.tabKind] },
  metrics: { lazy: null, globalKey: (c: MetricContribution) => [c.entity] },
  archivable: { lazy: null, globalKey: (c: ArchivableContribution) => [c.entity] },
  features: { lazy: null, globalKey: (c: FeatureDeclaration) => [c.id] },
  jobs: { lazy: null, globalKey: (c: ActionModel) => [c.task] },
};

const PLUGIN_ID = /^[a-z][a-z0-9-]*$/;
/**
 * The fields of a PluginDefinition. There is no `requires`: every service of the sdk is bound in
 * every host, and `useService` is typed by its token, so a per-plugin list could only drift.
 */
const PLUGIN_FIELDS = new Set(['id', 'title', 'description', 'order', 'contributes']);

/**
 * Builds the registry from an explicit, ordered plugin list (the catalog, or a test's subset).
 * Checks everything before failing, so one run names every broken plugin.
 */
export function loadPlugins(plugins: readonly PluginDefinition[]): Registry {
  const errors: PluginLoadError[] = [];
  const seenPlugins = new Set<string>();
  const globalKeys = new Map<string, { plugin: string; contribution: unknown }>();
  /** the declarations of public settings, as contributed: what a job's `reads` must name */
  const publicSettings = new Set<SettingContribution>();
  // biome-ignore lint/suspicious/noExplicitAny: contributions of every kind share one table; each kind is typed where it is read
  const out: Record<Kind, Registered<any>[]> = {
    actions: [],
    tabKinds: [],
    panels: [],
    viewers: [],
    sequenceActions: [],
    consoleRoutes: [],
    samples: [],
    settings: [],
    launchers: [],
    metrics: [],
    archivable: [],
    features: [],
    jobs: [],
  };

  plugins.forEach((plugin, position) => {
    const fail = (message: string) => errors.push(new PluginLoadError(plugin?.id ?? `#${position}`, message));
    if (!plugin || typeof plugin !== 'object' || !plugin.contributes)
      return fail('is not a plugin definition (default export of definePlugin)');
    if (!PLUGIN_ID.test(plugin.id)) fail(`invalid plugin id '${plugin.id}'`);
    if (seenPlugins.has(plugin.id)) return fail('duplicate plugin id');
    seenPlugins.add(plugin.id);

    for (const field of Object.keys(plugin)) {
      if (!PLUGIN_FIELDS.has(field)) fail(`unknown field '${field}'`);
    }

    for (const kind of Object.keys(plugin.contributes) as Kind[]) {
      const rule = KIND_RULES[kind];
      if (!rule) {
        fail(`unknown contribution kind '${kind}'`);
        continue;
      }
      const localIds = new Set<string>();
      // biome-ignore lint/suspicious/noExplicitAny: contributions of every kind share one table; each kind is typed where it is read
      for (const c of (plugin.contributes[kind] ?? []) as any[]) {
        const where = `${kind} '${c.id}'`;
        if (!c.id) fail(`${kind} entry without id`);
        if (localIds.has(c.id)) fail(`duplicate id ${where}`);
        localIds.add(c.id);
        if (rule.lazy && typeof c[rule.lazy] !== 'function') fail(`missing lazy component '${rule.lazy}' in ${where}`);
        if (kind === 'actions' || kind === 'jobs') checkAction(c as ActionModel, where, fail);
        if (kind === 'settings') {
          checkSetting(c as SettingContribution, where, fail);
          if (c.public !== false) publicSettings.add(c);
        }
        for (const key of rule.globalKey(c)) {
          const owner = globalKeys.get(`${kind}:${key}`);
          // a family's setting: each plugin of the family contributes the same declaration, one setting
          const shared = kind === 'settings' && owner?.contribution === c;
          if (owner && !shared)
            fail(`duplicate ${kind} key '${key}' (already contributed by plugin '${owner.plugin}')`);
          else if (!owner) globalKeys.set(`${kind}:${key}`, { plugin: plugin.id, contribution: c });
        }
        out[kind].push({ ...c, pluginId: plugin.id, fullId: `${plugin.id}:${c.id}`, position });
      }
    }
  });

  const tabKinds = new Set(out.tabKinds.map((t) => t.id));
  for (const kind of ['launchers', 'metrics'] as const) {
    for (const c of out[kind] as Registered<{ id: string; tabKind: string }>[]) {
      if (!tabKinds.has(c.tabKind))
        errors.push(
          new PluginLoadError(
            c.pluginId,
            `${kind} '${c.id}' opens tab kind '${c.tabKind}', which no loaded plugin contributes`,
          ),
        );
    }
  }
  for (const c of [...out.actions, ...out.jobs] as Registered<ActionModel>[]) {
    const problem = readsProblem(c, publicSettings);
    if (problem) errors.push(new PluginLoadError(c.pluginId, problem));
  }
  const features = new FeatureTable([...PLATFORM_FEATURES, ...out.features]);
  for (const c of Object.values(out).flat() as Registered<{ id: string; feature?: string }>[]) {
    if (c.feature !== undefined && !features.has(c.feature)) {
      errors.push(
        new PluginLoadError(
          c.pluginId,
          `featureName not recognized: '${c.feature}' in '${c.id}' (no loaded plugin declares it)`,
        ),
      );
    }
  }
  for (const c of out.features as Registered<FeatureDeclaration>[]) {
    if (PLATFORM_FEATURES.some((f) => f.id === c.id))
      errors.push(new PluginLoadError(c.pluginId, `feature '${c.id}' is the platform's`));
  }
  if (errors.length) throw new PluginLoadErrors(errors);

  for (const list of Object.values(out)) list.sort(byOrder);
  return createRegistry(plugins, out, features);
}

function checkAction(c: ActionModel, where: string, fail: (m: string) => void) {
  if (!c.task) fail(`${where} has no task name`);
  if (!c.label) fail(`${where} has no label`);
  if (typeof c.availability !== 'function') fail(`${where} has no availability rule`);
  if (typeof c.defaults !== 'function') fail(`${where} has no defaults`);
  if (!c.cost || typeof c.cost.price !== 'function' || !Array.isArray(c.cost.catalogue))
    fail(`${where} has no cost rule`);
}

function checkSetting(c: SettingContribution, where: string, fail: (m: string) => void) {
  if (!/^[A-Z][A-Z0-9_]*$/.test(c.env ?? '')) fail(`${where} has no environment name (upper case, e.g. BENCH_X)`);
  if (typeof c.parse !== 'function') fail(`${where} has no parser`);
  if (typeof c.default !== 'string') fail(`${where} has no default (the raw text)`);
  if (!c.description) fail(`${where} has no description`);
  if (typeof c.parse !== 'function' || typeof c.default !== 'string') return;
  try {
    c.parse(c.default);
  } catch (error) {
    fail(`${where}: its default '${c.default}' does not parse (${(error as Error).message})`);
  }
}

/** Explicit order: `order`, then catalog position, then id — never load order. */
function byOrder(a: Registered<{ id: string; order?: number }>, b: Registered<{ id: string; order?: number }>) {
  return (a.order ?? Infinity) - (b.order ?? Infinity) || a.position - b.position || a.id.localeCompare(b.id);
}

function createRegistry(
  plugins: readonly PluginDefinition[],
  // biome-ignore lint/suspicious/noExplicitAny: contributions of every kind share one table; each kind is typed where it is read
  out: Record<Kind, Registered<any>[]>,
  features: FeatureTable,
): Registry {
  return {
    plugins,
    actions: out.actions as Registered<AnyActionContribution>[],
    tabKinds: out.tabKinds as Registered<TabKindContribution>[],
    panels: out.panels as Registered<PanelContribution>[],
    viewers: out.viewers as Registered<ViewerContribution>[],
    sequenceActions: out.sequenceActions as Registered<SequenceActionContribution>[],
    consoleRoutes: out.consoleRoutes as Registered<ConsoleRouteContribution>[],
    samples: out.samples as Registered<SampleContribution>[],
    settings: out.settings as Registered<SettingContribution>[],
    launchers: out.launchers as Registered<LauncherContribution>[],
    metrics: out.metrics as Registered<MetricContribution>[],
    archivable: out.archivable as Registered<ArchivableContribution>[],
    jobs: out.jobs as Registered<ActionModel>[],
    features,
    tabKind: (id) => out.tabKinds.find((t) => t.id === id),
    action: (task) => out.actions.find((a) => a.task === task || a.wireName === task),
    visibleTo: (items, user: User | null) =>
      items.filter((item) => !item.feature || (user !== null && features.isEnabled(item.feature, user.flags))),
  };
}
