import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ActionEngine, ActionModel } from '@bench/sdk/model';

/** What the server knows of the action plugins: their models and the engines they ship. */
export interface ActionPlugins {
  models: ActionModel[];
  engines: ActionEngine[];
  /** the model of a task, by its internal or its wire name */
  model(task: string): ActionModel | undefined;
}

const WORKSPACE_PLUGINS = join(import.meta.dirname, '..', '..', '..', 'plugins');

function entryPath(exportsField: unknown, key: string): string | null {
  const entry = (exportsField as Record<string, unknown> | undefined)?.[key];
  if (typeof entry === 'string') return entry;
  const conditional = entry as { import?: unknown; default?: unknown } | undefined;
  const target = conditional?.import ?? conditional?.default;
  return typeof target === 'string' ? target : null;
}

function packageDirs(pluginDirs: string[]): string[] {
  const workspace = existsSync(WORKSPACE_PLUGINS)
    ? readdirSync(WORKSPACE_PLUGINS).map((name) => join(WORKSPACE_PLUGINS, name))
    : [];
  return [...workspace, ...pluginDirs].filter((dir) => existsSync(join(dir, 'package.json')));
}

async function load<T>(dir: string, exportsField: unknown, key: string, name: string): Promise<T[]> {
  const path = entryPath(exportsField, key);
  if (!path) return [];
  const module = (await import(pathToFileURL(join(dir, path)).href)) as Record<string, unknown>;
  const list = module[name];
  return Array.isArray(list) ? (list as T[]) : [];
}

/**
 * Scans `plugins/*` (and the extra directories) for packages whose `exports` have './model' and
 * './engine', and imports them. A plugin that fails to load is reported and left out rather than
 * taking the server down.
 */
export async function discoverPlugins(pluginDirs: string[], warn: (message: string) => void): Promise<ActionPlugins> {
  const models: ActionModel[] = [];
  const engines: ActionEngine[] = [];
  for (const dir of packageDirs(pluginDirs)) {
    const { exports: exportsField, name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    try {
      models.push(...(await load<ActionModel>(dir, exportsField, './model', 'actionModels')));
      engines.push(...(await load<ActionEngine>(dir, exportsField, './engine', 'engines')));
    } catch (error) {
      warn(`plugin ${name ?? dir} not loaded: ${(error as Error).message}`);
    }
  }
  const byName = new Map<string, ActionModel>();
  for (const model of models) {
    byName.set(model.task, model);
    if (model.wireName) byName.set(model.wireName, model);
  }
  return { models, engines, model: (task) => byName.get(task) };
}
