import { type ServerPlugin } from './load.ts';
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
export declare function readPluginSettings(plugins: readonly ServerPlugin[], env: Record<string, string | undefined>): PluginSettings;
/** Refuses a model that reads a setting no cataloged plugin serves to jobs, naming the job and the setting. */
export declare function checkSettingReads(plugins: readonly ServerPlugin[], settings: PluginSettings): void;
export {};
