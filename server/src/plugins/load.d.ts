import type { ActionEngine, ActionModel, FeatureDeclaration, SettingContribution } from '@bench/sdk/model';
import { type CatalogEntry } from '@bench/catalog';
import type { ServerEntry } from '@bench/sdk/backend';
/** What the server takes from one cataloged plugin: its `./model` (models, features), `./engine`, `./settings` and `./server` entries. */
export interface ServerPlugin {
    id: string;
    models: ActionModel[];
    features: FeatureDeclaration[];
    engines: ActionEngine[];
    settings: SettingContribution[];
    /** the plugin's server half: its own item types, job subjects and routes */
    server: ServerEntry | null;
}
/** A cataloged plugin the server cannot load: the server does not start. */
export declare class PluginStartError extends Error {
    constructor(pluginId: string, problem: string);
}
/** Loads exactly the cataloged plugins, in order; the first that cannot load stops the start. */
export declare function loadServerPlugins(catalog: readonly CatalogEntry[]): Promise<ServerPlugin[]>;
