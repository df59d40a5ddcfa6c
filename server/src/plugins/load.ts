import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ActionEngine, ActionModel, FeatureDeclaration, SettingContribution } from '@bench/sdk/model';
import { exportPath, type CatalogEntry } from '../../../app/pluginCatalog.ts';

/** What the server takes from one cataloged plugin: its `./model` (models, features), `./engine` and `./settings` entries. */
export interface ServerPlugin {
  id: string;
  models: ActionModel[];
  features: FeatureDeclaration[];
  engines: ActionEngine[];
  settings: SettingContribution[];
}

/** A cataloged plugin the server cannot load: the server does not start. */
export class PluginStartError extends Error {
  constructor(pluginId: string, problem: string) {
    super(`plugin '${pluginId}': ${problem}`);
    this.name = 'PluginStartError';
  }
}

/** The list an entry exports under `name`; absent entry → []; anything else refuses. */
async function exported<T>(entry: CatalogEntry, key: string, name: string): Promise<T[]> {
  const file = exportPath(entry, key);
  if (!file) return [];
  if (!existsSync(file)) throw new PluginStartError(entry.id, `its '${key}' entry ${file} does not exist`);
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    throw new PluginStartError(entry.id, `its '${key}' entry cannot load: ${(error as Error).message}`);
  }
  const list = module[name];
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new PluginStartError(entry.id, `its '${key}' entry exports '${name}' that is not a list`);
  return list as T[];
}

/** Loads exactly the cataloged plugins, in order; the first that cannot load stops the start. */
export async function loadServerPlugins(catalog: readonly CatalogEntry[]): Promise<ServerPlugin[]> {
  const plugins: ServerPlugin[] = [];
  for (const entry of catalog) {
    plugins.push({
      id: entry.id,
      models: await exported<ActionModel>(entry, './model', 'actionModels'),
      features: await exported<FeatureDeclaration>(entry, './model', 'features'),
      engines: await exported<ActionEngine>(entry, './engine', 'engines'),
      settings: await exported<SettingContribution>(entry, './settings', 'settings'),
    });
  }
  return plugins;
}
