/**
 * A plugin's browser half (its definition's contributions) and its server half (the `server` object
 * of its `./server` entry) must describe the same plugin: a list left out of one half would leave a
 * job the browser offers unknown to the server, or a setting it reads unserved.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@bench/catalog';
import { catalog } from '../../app/src/catalog.ts';
import { loadServerPlugins } from '../../server/src/plugins/load.ts';

const servers = await loadServerPlugins(readCatalog(join(import.meta.dirname, '..', '..', 'app', 'catalog.json')));
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

describe.each(catalog.map((plugin) => [plugin.id, plugin] as const))('%s: its two halves', (id, plugin) => {
  const server = servers.find((s) => s.id === id)!;
  const jobs = [...(plugin.contributes.actions ?? []), ...(plugin.contributes.jobs ?? [])];

  it('is loaded by the server from the catalog', () => {
    expect(server).toBeDefined();
  });

  it('name the same jobs, features and settings', () => {
    expect(sorted(server.models.map((m) => m.task))).toEqual(sorted(jobs.map((job) => job.task)));
    expect(sorted(server.features.map((f) => f.id))).toEqual(
      sorted((plugin.contributes.features ?? []).map((f) => f.id)),
    );
    expect(sorted(server.settings.map((s) => s.id))).toEqual(
      sorted((plugin.contributes.settings ?? []).map((s) => s.id)),
    );
  });

  it('ships an engine for each job it runs on the server, and none for another plugin’s task', () => {
    const tasks = new Set(server.models.map((m) => m.task));
    expect(server.engines.filter((engine) => !tasks.has(engine.task)).map((engine) => engine.task)).toEqual([]);
  });
});
