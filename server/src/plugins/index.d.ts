import type { CatalogEntry } from '@bench/catalog';
import type { ServerEntry } from '@bench/sdk/backend';
import { type ActionPlugins } from './actions.ts';
import { type PluginSettings } from './settings.ts';
/** The cataloged plugins as the server uses them: action models and engines, their settings and server halves. */
export interface Plugins {
    actions: ActionPlugins;
    settings: PluginSettings;
    /** the plugins' `./server` entries, in catalog order */
    servers: {
        pluginId: string;
        entry: ServerEntry;
    }[];
}
/** Refuses (throws, naming the plugin and the problem) when a cataloged plugin cannot load. */
export declare function loadPlugins(config: {
    catalog: readonly CatalogEntry[];
    environment: Readonly<Record<string, string | undefined>>;
}): Promise<Plugins>;
