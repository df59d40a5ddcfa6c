/** A plugin's own settings and how a job reads them (its model's `reads`, by declaration). */

/**
 * A setting the plugin owns: the server reads it from its environment at start (refusing to start
 * on a bad value) and serves it under the plugin's id; the browser reads it with
 * `usePluginSettings(pluginId)`. README.md's configuration table is checked against these.
 */
export interface SettingContribution<T = unknown> {
  /** the name the value is read by, e.g. 'toolLimit' */
  id: string;
  /** the environment variable the server reads, e.g. 'BENCH_TOOL_LIMIT' */
  env: string;
  /** the raw value when the variable is unset or empty */
  default: string;
  /** the README's default column when the raw default says little (e.g. 'all') */
  defaultLabel?: string;
  /** raw text → value; throws an Error saying what is wrong */
  parse(raw: string): T;
  /** the README's meaning column */
  description: string;
  /** false keeps the value on the server (a local path, say); served to browsers otherwise */
  public?: boolean;
}

/** The value of a setting a job `reads`, typed by its declaration (the loader refused a catalog without it). */
export function settingValue<T>(settings: Readonly<Record<string, unknown>>, setting: SettingContribution<T>): T {
  if (!Object.hasOwn(settings, setting.id))
    throw new Error(
      `The setting '${setting.id}' (${setting.env}) is not loaded: the job does not read it, or no cataloged plugin declares it.`,
    );
  return settings[setting.id] as T;
}

/**
 * Why a job's `reads` cannot load, or null: a declaration no loaded plugin contributes publicly (a
 * same-named setting of another plugin does not count), or two settings of one id.
 */
export function readsProblem(
  job: { task: string; reads?: readonly AnySettingContribution[] },
  declared: ReadonlySet<AnySettingContribution>,
): string | null {
  const reads = job.reads ?? [];
  const problem = (setting: AnySettingContribution, why: string) =>
    `job '${job.task}' reads setting '${setting.id}' (${setting.env}), ${why}`;
  const missing = reads.find((setting) => !declared.has(setting));
  if (missing) return problem(missing, 'which no loaded plugin declares (publicly)');
  const twice = reads.find((setting, i) => reads.findIndex((other) => other.id === setting.id) !== i);
  return twice ? problem(twice, 'and another setting of the same id') : null;
}

/**
 * A job's `settings`: the value of each setting its model `reads`, by id, from `valueIn`, which finds
 * a declaration's value in the plugin that contributes it (undefined: none does, left out).
 */
export function jobSettingValues(
  job: { reads?: readonly AnySettingContribution[] },
  valueIn: (setting: AnySettingContribution) => unknown,
): Readonly<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const setting of job.reads ?? []) {
    const value = valueIn(setting);
    if (value !== undefined) values[setting.id] = value;
  }
  return Object.freeze(values);
}

// A registry holds settings of every value type; each plugin's own code keeps its type.
// biome-ignore lint/suspicious/noExplicitAny: existential value type
export type AnySettingContribution = SettingContribution<any>;
