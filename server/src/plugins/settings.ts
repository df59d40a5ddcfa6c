import { jobSettingValues, readsProblem, type ActionModel, type SettingContribution } from '@bench/sdk/model';
import { PluginStartError, type ServerPlugin } from './load.ts';

type Values = Readonly<Record<string, unknown>>;

/** The plugins' own settings, read once from the environment at start and frozen. */
export interface PluginSettings {
  /** every value of a plugin, those kept on the server included */
  of<T extends object = Values>(pluginId: string): Readonly<T>;
  /** the public values by plugin id: GET /api/config's `pluginSettings` */
  readonly served: Readonly<Record<string, Values>>;
  /** the `settings` a job's validate and engine see: the public values of the settings its model `reads` */
  forJob(job: Pick<ActionModel, 'reads'>): Values;
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
  const publicValues = new Map<SettingContribution, unknown>();
  const owners = new Map<string, { plugin: string; setting: SettingContribution }>();
  for (const plugin of plugins) {
    const values: Record<string, unknown> = {};
    const shown: Record<string, unknown> = {};
    for (const setting of plugin.settings) {
      // an environment variable is one setting's; ids are the plugin's own (a job reads settings by declaration)
      const owner = owners.get(setting.env);
      // a family's setting: each plugin of the family declares the same object, one setting
      if (owner && owner.setting !== setting)
        throw new PluginStartError(plugin.id, `setting ${setting.env} is already declared by plugin '${owner.plugin}'`);
      owners.set(setting.env, owner ?? { plugin: plugin.id, setting });
      if (Object.hasOwn(values, setting.id))
        throw new PluginStartError(plugin.id, `two of its settings have the id '${setting.id}'`);
      values[setting.id] = read(plugin.id, setting, env);
      if (setting.public !== false) {
        shown[setting.id] = values[setting.id];
        publicValues.set(setting, values[setting.id]);
      }
    }
    all.set(plugin.id, Object.freeze(values));
    if (plugin.settings.length) served[plugin.id] = Object.freeze(shown);
  }
  return {
    of: <T extends object>(pluginId: string) => (all.get(pluginId) ?? Object.freeze({})) as Readonly<T>,
    served: Object.freeze(served),
    forJob: (job) => jobSettingValues(job, (setting) => publicValues.get(setting)),
  };
}

/** Refuses a model whose `reads` cannot load (the sdk's `readsProblem`), naming the plugin, the job and the setting. */
export function checkSettingReads(plugins: readonly ServerPlugin[]): void {
  const declared = new Set(plugins.flatMap((plugin) => plugin.settings.filter((s) => s.public !== false)));
  for (const plugin of plugins) {
    for (const model of plugin.models) {
      const problem = readsProblem(model, declared);
      if (problem) throw new PluginStartError(plugin.id, problem);
    }
  }
}
