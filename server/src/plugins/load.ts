import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ActionEngine, ActionModel, FeatureDeclaration, SettingContribution } from '@bench/sdk/model';
import { exportPath, type CatalogEntry } from '@bench/catalog';
import type { ServerEntry } from '@bench/sdk/backend';

/** What the server takes from one cataloged plugin: the `server` object of its `./server` entry. */
export interface ServerPlugin {
  id: string;
  models: readonly ActionModel[];
  features: readonly FeatureDeclaration[];
  engines: readonly ActionEngine[];
  settings: readonly SettingContribution[];
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

const LISTS = ['jobs', 'engines', 'features', 'settings', 'entities', 'writes'] as const;

/** The `server` object of a plugin's `./server` entry; no entry → null; one that cannot load refuses. */
async function serverEntry(entry: CatalogEntry): Promise<ServerEntry | null> {
  const file = exportPath(entry, './server');
  if (!file) return null;
  if (!existsSync(file)) throw new PluginStartError(entry.id, `its './server' entry ${file} does not exist`);
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    throw new PluginStartError(entry.id, `its './server' entry cannot load: ${(error as Error).message}`);
  }
  const server = module.server as Record<string, unknown> | undefined;
  if (!server || typeof server !== 'object')
    throw new PluginStartError(entry.id, "its './server' entry exports no 'server' object");
  const notList = LISTS.find((name) => server[name] !== undefined && !Array.isArray(server[name]));
  if (notList) throw new PluginStartError(entry.id, `its 'server' object's '${notList}' is not a list`);
  return server as ServerEntry;
}

/** Loads exactly the cataloged plugins, in order; the first that cannot load stops the start. */
export async function loadServerPlugins(catalog: readonly CatalogEntry[]): Promise<ServerPlugin[]> {
  const plugins: ServerPlugin[] = [];
  for (const entry of catalog) {
    const server = await serverEntry(entry);
    plugins.push({
      id: entry.id,
      models: server?.jobs ?? [],
      features: server?.features ?? [],
      engines: server?.engines ?? [],
      settings: server?.settings ?? [],
      server,
    });
  }
  return plugins;
}
