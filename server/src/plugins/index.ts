import type { CatalogEntry } from '@bench/catalog';
import type { ServerEntry } from '@bench/sdk/backend';
import { declareEntities } from '../items/entities.ts';
import { declareSubject } from '../jobs/subjects/index.ts';
import { actionPlugins, type ActionPlugins } from './actions.ts';
import { loadServerPlugins, PluginStartError, type ServerPlugin } from './load.ts';
import { checkSettingReads, readPluginSettings, type PluginSettings } from './settings.ts';

/** The cataloged plugins as the server uses them: action models and engines, their settings and server halves. */
export interface Plugins {
  actions: ActionPlugins;
  settings: PluginSettings;
  /** the plugins' `./server` entries, in catalog order */
  servers: { pluginId: string; entry: ServerEntry }[];
}

/** Declares each server half's item types and job subjects; a type or subject taken twice refuses. */
function declareServerHalves(list: readonly ServerPlugin[]): Plugins['servers'] {
  const servers = list.flatMap((plugin) => (plugin.server ? [{ pluginId: plugin.id, entry: plugin.server }] : []));
  for (const { pluginId, entry } of servers) {
    const entities = entry.entities ?? [];
    const problem =
      declareEntities(pluginId, entities) ??
      entities.map((entity) => (entity.subject ? declareSubject(entity.subject) : null)).find(Boolean);
    if (problem) throw new PluginStartError(pluginId, problem);
  }
  return servers;
}

/** Refuses (throws, naming the plugin and the problem) when a cataloged plugin cannot load. */
export async function loadPlugins(config: {
  catalog: readonly CatalogEntry[];
  environment: Readonly<Record<string, string | undefined>>;
}): Promise<Plugins> {
  const list = await loadServerPlugins(config.catalog);
  const settings = readPluginSettings(list, config.environment);
  checkSettingReads(list, settings);
  return { actions: actionPlugins(list), settings, servers: declareServerHalves(list) };
}
