import type { CatalogEntry } from '@bench/catalog';
import { ENTITY_TYPES } from '@bench/sdk/model';
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

const ROUTE_NAME = /^[a-z][A-Za-z0-9_]*$/;

/** The first route name a server half may not claim: malformed, a platform type, or another plugin's type or name. */
function routeNameProblem(servers: Plugins['servers'], pluginId: string, names: readonly string[]): string | null {
  for (const name of names) {
    if (typeof name !== 'string' || !ROUTE_NAME.test(name)) return `route name '${String(name)}' is not valid`;
    if (Object.hasOwn(ENTITY_TYPES, name)) return `route name '${name}' is a platform type`;
    const owner = servers.find(
      ({ pluginId: other, entry }) =>
        other !== pluginId &&
        ((entry.routeNames ?? []).includes(name) || (entry.entities ?? []).some((entity) => entity.type === name)),
    );
    if (owner) return `route name '${name}' is already a type or route name of plugin '${owner.pluginId}'`;
  }
  return null;
}

/** The first type a server half may not write besides its own: one that is not a platform type. */
function writesProblem(writes: readonly string[]): string | null {
  const foreign = writes.find((type) => typeof type !== 'string' || !Object.hasOwn(ENTITY_TYPES, type));
  return foreign === undefined ? null : `it writes '${String(foreign)}', which is not a platform type`;
}

/** Declares each server half's item types, job subjects and route names; one taken twice refuses. */
function declareServerHalves(list: readonly ServerPlugin[]): Plugins['servers'] {
  const servers = list.flatMap((plugin) => (plugin.server ? [{ pluginId: plugin.id, entry: plugin.server }] : []));
  for (const { pluginId, entry } of servers) {
    const entities = entry.entities ?? [];
    const problem =
      declareEntities(pluginId, entities) ??
      entities.map((entity) => (entity.subject ? declareSubject(entity.subject) : null)).find(Boolean) ??
      routeNameProblem(servers, pluginId, entry.routeNames ?? []) ??
      writesProblem(entry.writes ?? []);
    if (problem) throw new PluginStartError(pluginId, problem);
  }
  return servers;
}

/** Refuses a model whose runs are items of a type no cataloged plugin declares: nowhere to store them. */
function checkRunsDeclared(list: readonly ServerPlugin[], servers: Plugins['servers']): void {
  const declared = new Set(servers.flatMap(({ entry }) => (entry.entities ?? []).map((entity) => entity.type)));
  for (const plugin of list) {
    const model = plugin.models.find((m) => m.runs && !declared.has(m.runs));
    if (model)
      throw new PluginStartError(
        plugin.id,
        `job '${model.task}' runs items of type '${model.runs}', which no cataloged plugin declares: catalog the plugin that stores them`,
      );
  }
}

/** Refuses (throws, naming the plugin and the problem) when a cataloged plugin cannot load. */
export async function loadPlugins(config: {
  catalog: readonly CatalogEntry[];
  environment: Readonly<Record<string, string | undefined>>;
}): Promise<Plugins> {
  const list = await loadServerPlugins(config.catalog);
  const settings = readPluginSettings(list, config.environment);
  checkSettingReads(list);
  const servers = declareServerHalves(list);
  checkRunsDeclared(list, servers);
  return { actions: actionPlugins(list), settings, servers };
}
