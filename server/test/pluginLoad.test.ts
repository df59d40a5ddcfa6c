import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CatalogEntry } from '@bench/catalog';
import { loadPlugins } from '../src/plugins/index.ts';
import { loadServerPlugins } from '../src/plugins/load.ts';

const dir = mkdtempSync(join(tmpdir(), 'bench-plugin-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A cataloged plugin whose `./server` entry is `source`. */
function pluginWith(id: string, source: string): CatalogEntry {
  writeFileSync(join(dir, `${id}.mjs`), source);
  return { id, name: `@bench/plugin-${id}`, dir, exports: { './server': `./${id}.mjs` } };
}

describe('the server half a plugin exports', () => {
  it('is all the server takes from the plugin: its jobs, engines, features and settings', async () => {
    const feature = { id: 'probe', flag: 'canProbe', badge: 'beta' };
    const [plugin] = await loadServerPlugins([
      pluginWith('lists', `export const server = { features: [${JSON.stringify(feature)}] };`),
    ]);
    expect(plugin).toMatchObject({ id: 'lists', models: [], engines: [], settings: [], features: [feature] });
  });

  it('refuses to start when one of its lists is not a list, or it exports no server object', async () => {
    await expect(loadServerPlugins([pluginWith('not-list', 'export const server = { jobs: {} };')])).rejects.toThrow(
      "plugin 'not-list': its 'server' object's 'jobs' is not a list",
    );
    await expect(loadServerPlugins([pluginWith('no-object', 'export const jobs = [];')])).rejects.toThrow(
      "plugin 'no-object': its './server' entry exports no 'server' object",
    );
  });

  it('takes nothing from a plugin without a server half', async () => {
    const [plugin] = await loadServerPlugins([{ id: 'browser-only', name: 'x', dir, exports: {} }]);
    expect(plugin).toMatchObject({ models: [], engines: [], features: [], settings: [], server: null });
  });
});

describe('a job whose runs are items of their own type', () => {
  // an input schema with no fields of its own, as defineJob({ fields: {} }) gives
  const job = `export const server = { jobs: [{ id: 'probe', task: 'probe', runs: 'probe_results', input: { problems: () => [] }, cost: { price: () => 0 } }] };`;
  const store = "export const server = { entities: [{ type: 'probe_results', schemas: { create: {} } }] };";

  it('refuses to start when no cataloged plugin declares that type, naming the job and the type', async () => {
    await expect(loadPlugins({ catalog: [pluginWith('runner', job)], environment: {} })).rejects.toThrow(
      "plugin 'runner': job 'probe' runs items of type 'probe_results', which no cataloged plugin declares",
    );
  });

  it('starts when another cataloged plugin declares it', async () => {
    const plugins = await loadPlugins({
      catalog: [pluginWith('store', store), pluginWith('runner', job)],
      environment: {},
    });
    expect(plugins.actions.runnerOf('probe_results')?.task).toBe('probe');
  });
});
