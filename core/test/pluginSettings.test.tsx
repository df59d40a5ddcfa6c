import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definePlugin, usePluginSettings, WorkbenchProvider, type SettingContribution } from '@bench/sdk';
import { createContainer } from '../src/container.ts';
import { loadPlugins, PluginLoadErrors } from '../src/registry.ts';
import { SettingsService } from '../src/services/SettingsService.ts';
import { testSettings } from './settings.ts';

const count = (id: string, env: string, fallback: string): SettingContribution<number> => ({
  id,
  env,
  default: fallback,
  description: `the ${id}`,
  parse: (raw) => {
    const value = Number(raw);
    if (!Number.isInteger(value)) throw new Error(`not a whole number: '${raw}'`);
    return value;
  },
});
const secret: SettingContribution<string> = {
  id: 'path',
  env: 'BENCH_TOOL_PATH',
  default: '/opt/tool',
  description: 'where the tool is',
  parse: (raw) => raw,
  public: false,
};
const tool = definePlugin({
  id: 'tool',
  contributes: {
    settings: [count('limit', 'BENCH_TOOL_LIMIT', '12'), count('depth', 'BENCH_TOOL_DEPTH', '3'), secret],
  },
});

const NoForm = () => null;
const scanLimit = count('limit', 'BENCH_SCAN_LIMIT', '5');
/** a job reading `scanLimit` */
const scanJob = {
  id: 'scan',
  task: 'scan',
  label: 'Scan',
  availability: () => ({ enabled: true as const }),
  defaults: () => ({}),
  reads: [scanLimit],
  cost: { catalogue: [], price: () => 0 },
  Form: async () => ({ default: NoForm }),
};

function loadMessage(...plugins: ReturnType<typeof definePlugin>[]): string {
  try {
    loadPlugins(plugins);
  } catch (error) {
    expect(error).toBeInstanceOf(PluginLoadErrors);
    return (error as Error).message;
  }
  throw new Error('expected loading to fail');
}

function Show() {
  const { limit, depth } = usePluginSettings<{ limit: number; depth: number }>('tool');
  return <p>{`limit ${limit}, depth ${depth}`}</p>;
}

describe('plugin settings in the browser', () => {
  it("are the server's values over the plugin's declared defaults; server-only ones stay out", () => {
    const registry = loadPlugins([tool]);
    const settings = new SettingsService(testSettings({ pluginSettings: { tool: { limit: 20 } } }), registry);
    expect(settings.plugin('tool')).toEqual({ limit: 20, depth: 3 });
    expect(Object.isFrozen(settings.plugin('tool'))).toBe(true);
    expect(settings.plugin('absent')).toEqual({});
  });

  it('usePluginSettings reads them through the Settings service', async () => {
    const registry = loadPlugins([tool]);
    const services = createContainer({
      settings: testSettings({ pluginSettings: { tool: { depth: 7 } } }),
      registry,
      environment: { storage: null },
    });
    render(
      <WorkbenchProvider services={services}>
        <Show />
      </WorkbenchProvider>,
    );
    expect(await screen.findByText('limit 12, depth 7')).toBeTruthy();
  });

  it('a declaration without a usable environment name, parser or default does not load, naming the plugin', () => {
    const message = loadMessage(
      definePlugin({
        id: 'bad',
        contributes: {
          settings: [
            { ...count('a', 'bench_lower', '1') },
            { ...count('b', 'BENCH_B', 'twelve') },
            { ...count('c', 'BENCH_C', '1'), parse: undefined } as never,
          ],
        },
      }),
    );
    expect(message).toContain("plugin 'bad': settings 'a' has no environment name (upper case, e.g. BENCH_X)");
    expect(message).toContain(
      "plugin 'bad': settings 'b': its default 'twelve' does not parse (not a whole number: 'twelve')",
    );
    expect(message).toContain("plugin 'bad': settings 'c' has no parser");
  });

  it('a setting id is its plugin’s own: two plugins name settings alike, and a job reads the one it declares', () => {
    const other = definePlugin({ id: 'other', contributes: { settings: [scanLimit] } });
    const scanner = definePlugin({ id: 'scanner', contributes: { actions: [scanJob] } });
    const registry = loadPlugins([tool, other, scanner]);
    const settings = new SettingsService(testSettings({ pluginSettings: { other: { limit: 8 } } }), registry);
    expect(settings.plugin('tool')).toMatchObject({ limit: 12 });
    expect(settings.forJob(scanJob)).toEqual({ limit: 8 });
    expect(settings.forJob({})).toEqual({});
  });

  it('a job reading two settings of one id does not load', () => {
    const doubled = { ...scanJob, task: 'doubled', reads: [scanLimit, tool.contributes.settings![0]!] };
    const both = definePlugin({ id: 'both', contributes: { actions: [doubled] } });
    expect(loadMessage(tool, definePlugin({ id: 'other', contributes: { settings: [scanLimit] } }), both)).toContain(
      "plugin 'both': job 'doubled' reads setting 'limit' (BENCH_TOOL_LIMIT), and another setting of the same id",
    );
  });

  it('an environment variable belongs to one plugin', () => {
    const other = definePlugin({ id: 'other', contributes: { settings: [count('limit', 'BENCH_TOOL_LIMIT', '1')] } });
    expect(loadMessage(tool, other)).toContain(
      "plugin 'other': duplicate settings key 'BENCH_TOOL_LIMIT' (already contributed by plugin 'tool')",
    );
  });

  it('one declaration two plugins of a family contribute is one setting, served to each', () => {
    const shared = count('space', 'BENCH_FAMILY_SPACE', '4');
    const first = definePlugin({ id: 'first', contributes: { settings: [shared] } });
    const second = definePlugin({ id: 'second', contributes: { settings: [shared] } });
    const registry = loadPlugins([first, second]);
    expect(registry.settings.map((s) => `${s.pluginId}:${s.id}`)).toEqual(['first:space', 'second:space']);
    const copy = definePlugin({ id: 'copy', contributes: { settings: [{ ...shared }] } });
    expect(loadMessage(first, copy)).toContain(
      "plugin 'copy': duplicate settings key 'BENCH_FAMILY_SPACE' (already contributed by plugin 'first')",
    );
  });

  it('a job reads a setting by its declaration: another plugin’s setting of the same name does not count', () => {
    const scanner = definePlugin({ id: 'scanner', contributes: { actions: [scanJob] } });
    const owner = definePlugin({ id: 'owner', contributes: { settings: [scanLimit] } });
    expect(() => loadPlugins([scanner, owner])).not.toThrow();
    const namesake = definePlugin({
      id: 'namesake',
      contributes: { settings: [count('limit', 'BENCH_NAMESAKE_LIMIT', '5')] },
    });
    expect(loadMessage(scanner, namesake)).toContain(
      "plugin 'scanner': job 'scan' reads setting 'limit' (BENCH_SCAN_LIMIT), which no loaded plugin declares (publicly)",
    );
  });
});
