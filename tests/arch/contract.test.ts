import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PluginDefinition } from '@bench/sdk/model';
import { loadPlugins } from '@bench/core';
import { catalog } from '../../app/src/catalog.ts';
import declaresRequires from './fixtures/plugins/declares-requires/index.ts';

const root = join(import.meta.dirname, '..', '..');

/** Every lazy component a plugin declares, with a label saying where it came from. */
function lazyComponents(plugin: PluginDefinition): [string, () => Promise<{ default: unknown }>][] {
  const c = plugin.contributes;
  return [
    ...(c.actions ?? []).map((a) => [`action ${a.id}`, a.Form] as const),
    ...(c.tabKinds ?? []).map((t) => [`tab kind ${t.id}`, t.component] as const),
    ...(c.panels ?? []).map((p) => [`panel ${p.id}`, p.component] as const),
    ...(c.viewers ?? []).map((v) => [`viewer ${v.id}`, v.component] as const),
    ...(c.samples ?? []).map((s) => [`sample ${s.id}`, s.component] as const),
    ...(c.consoleRoutes ?? []).flatMap((r) => [
      [`route ${r.path}`, r.component] as const,
      ...(r.navCount ? [[`route ${r.path} count`, r.navCount] as const] : []),
    ]),
  ] as [string, () => Promise<{ default: unknown }>][];
}

describe('the plugin contract, over every plugin in the catalog', () => {
  it('the whole catalog loads together', () => {
    expect(() => loadPlugins(catalog)).not.toThrow();
  });

  it('has no `requires`: a plugin still declaring one fails to load, named', () => {
    expect(() => loadPlugins([declaresRequires])).toThrow("plugin 'declares-requires': unknown field 'requires'");
  });

  describe.each(catalog.map((p) => [p.id, p] as const))('%s', (id, plugin) => {
    it('loads through the production loader alone, or beside only the plugins declaring the settings its jobs read', () => {
      const reads = [...(plugin.contributes.actions ?? []), ...(plugin.contributes.jobs ?? [])].flatMap(
        (job) => job.reads ?? [],
      );
      const declaring = catalog.filter(
        (other) => other !== plugin && (other.contributes.settings ?? []).some((setting) => reads.includes(setting)),
      );
      expect(() => loadPlugins([plugin, ...declaring])).not.toThrow();
      if (reads.some((setting) => !(plugin.contributes.settings ?? []).includes(setting))) {
        expect(() => loadPlugins([plugin])).toThrow(/reads setting '\w+' \(\w+\), which no loaded plugin declares/);
      }
    });

    it('is the package @bench/plugin-<id> with a README, and contributes something', () => {
      const dir = join(root, 'plugins', id);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      expect(pkg.name).toBe(`@bench/plugin-${id}`);
      expect(existsSync(join(dir, 'README.md'))).toBe(true);
      expect(lazyComponents(plugin).length).toBeGreaterThan(0);
    });

    it('every lazy component resolves to a React component', async () => {
      for (const [where, load] of lazyComponents(plugin)) {
        const module = await load();
        expect(typeof module.default, `${id}: ${where}`).toBe('function');
      }
    });
  });
});
