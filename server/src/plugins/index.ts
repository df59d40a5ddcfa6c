import type { CatalogEntry } from '../../../app/pluginCatalog.ts';
import { actionPlugins, type ActionPlugins } from './actions.ts';
import { loadServerPlugins } from './load.ts';
import { readPluginSettings, type PluginSettings } from './settings.ts';

/** The cataloged plugins as the server uses them: action models and engines, and their settings. */
export interface Plugins {
  actions: ActionPlugins;
  settings: PluginSettings;
}

/** Refuses (throws, naming the plugin and the problem) when a cataloged plugin cannot load. */
export async function loadPlugins(config: { catalog: readonly CatalogEntry[]; environment: Readonly<Record<string, string | undefined>> }): Promise<Plugins> {
  const list = await loadServerPlugins(config.catalog);
  return { actions: actionPlugins(list), settings: readPluginSettings(list, config.environment) };
}
