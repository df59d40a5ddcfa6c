import type { SettingContribution } from '@bench/sdk/model';
import { PluginStartError, type ServerPlugin } from './load.ts';

type Values = Readonly<Record<string, unknown>>;

/** The plugins' own settings, read once from the environment at start and frozen. */
export interface PluginSettings {
  /** every value of a plugin, those kept on the server included */
  of<T extends object = Values>(pluginId: string): Readonly<T>;
  /** the public values by plugin id: GET /api/config's `pluginSettings` */
  readonly served: Readonly<Record<string, Values>>;
  /** every plugin's public values in one record: the `settings` an action's validate and engine see */
  readonly forActions: Values;
}

function read(pluginId: string, setting: SettingContribution, env: Record<string, string | undefined>): unknown {
  const raw = env[setting.env];
  const text = raw === undefined || raw === '' ? setting.default : raw;
  try {
    const value = setting.parse(text);
    return typeof value === 'object' && value !== null ? Object.freeze(value) : value;
  } catch (error) {
    throw new PluginStartError(pluginId, `${setting.env}: ${(error as Error).message}`);
  }
}

export function readPluginSettings(
  plugins: readonly ServerPlugin[],
  env: Record<string, string | undefined>,
): PluginSettings {
  const all = new Map<string, Values>();
  const served: Record<string, Values> = {};
  const forActions: Record<string, unknown> = {};
  const owners = new Map<string, { plugin: string; setting: SettingContribution }>();
  for (const plugin of plugins) {
    const values: Record<string, unknown> = {};
    const shown: Record<string, unknown> = {};
    for (const setting of plugin.settings) {
      for (const name of [`env ${setting.env}`, `id ${setting.id}`]) {
        const owner = owners.get(name);
        // a family's setting: each plugin of the family declares the same object, one setting
        if (owner && owner.setting !== setting)
          throw new PluginStartError(plugin.id, `setting ${name} is already declared by plugin '${owner.plugin}'`);
        owners.set(name, owner ?? { plugin: plugin.id, setting });
      }
      values[setting.id] = read(plugin.id, setting, env);
      if (setting.public !== false) shown[setting.id] = values[setting.id];
    }
    all.set(plugin.id, Object.freeze(values));
    if (plugin.settings.length) served[plugin.id] = Object.freeze(shown);
    Object.assign(forActions, shown);
  }
  return {
    of: <T extends object>(pluginId: string) => (all.get(pluginId) ?? Object.freeze({})) as Readonly<T>,
    served: Object.freeze(served),
    forActions: Object.freeze(forActions),
  };
}

/**
 * Refuses a model that reads a setting whose declaration no cataloged plugin contributes publicly
 * (a same-named setting of another plugin does not count), naming the job and the setting.
 */
export function checkSettingReads(plugins: readonly ServerPlugin[]): void {
  const declared = new Set(plugins.flatMap((plugin) => plugin.settings.filter((s) => s.public !== false)));
  for (const plugin of plugins) {
    for (const model of plugin.models) {
      const missing = (model.reads ?? []).find((setting) => !declared.has(setting));
      if (missing)
        throw new PluginStartError(
          plugin.id,
          `job '${model.task}' reads setting '${missing.id}' (${missing.env}), which no cataloged plugin declares (publicly)`,
        );
    }
  }
}
