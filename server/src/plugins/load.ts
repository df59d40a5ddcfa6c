import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ActionEngine, ActionModel, FeatureDeclaration, SettingContribution } from '@bench/sdk/model';
import { exportPath, type CatalogEntry } from '@bench/catalog';
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
export class PluginStartError extends Error {
  constructor(pluginId: string, problem: string) {
    super(`plugin '${pluginId}': ${problem}`);
    this.name = 'PluginStartError';
  }
}

/** The module of an entry; absent entry → null; one that does not exist or load refuses. */
async function entryModule(entry: CatalogEntry, key: string): Promise<Record<string, unknown> | null> {
  const file = exportPath(entry, key);
  if (!file) return null;
  if (!existsSync(file)) throw new PluginStartError(entry.id, `its '${key}' entry ${file} does not exist`);
  try {
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    throw new PluginStartError(entry.id, `its '${key}' entry cannot load: ${(error as Error).message}`);
  }
}

/** The list an entry exports under `name`; absent entry → []; anything else refuses. */
async function exported<T>(entry: CatalogEntry, key: string, name: string): Promise<T[]> {
  const list = (await entryModule(entry, key))?.[name];
  if (list === undefined) return [];
  if (!Array.isArray(list))
    throw new PluginStartError(entry.id, `its '${key}' entry exports '${name}' that is not a list`);
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
      server: await serverEntry(entry),
    });
  }
  return plugins;
}

/** The `server` object a plugin's `./server` entry exports; an entry without one refuses. */
async function serverEntry(entry: CatalogEntry): Promise<ServerEntry | null> {
  const module = await entryModule(entry, './server');
  if (!module) return null;
  const server = module.server;
  if (!server || typeof server !== 'object')
    throw new PluginStartError(entry.id, "its './server' entry exports no 'server' object");
  return server as ServerEntry;
}
