import { describe, expect, it } from 'vitest';
import type { ActionModel, SettingContribution } from '@bench/sdk/model';
import type { ServerPlugin } from '../src/plugins/load.ts';
import { checkSettingReads, readPluginSettings } from '../src/plugins/settings.ts';

const whole = (id: string, env: string, fallback: string): SettingContribution<number> => ({
  id,
  env,
  default: fallback,
  description: `the ${id}`,
  parse: Number,
});

function plugin(id: string, settings: SettingContribution[], reads: SettingContribution[] = []): ServerPlugin {
  const models = reads.length ? [{ task: `${id}_job`, reads } as unknown as ActionModel] : [];
  return { id, models, features: [], engines: [], settings, server: null };
}

const scanLimit = whole('limit', 'BENCH_SCAN_LIMIT', '5');
const foldLimit = whole('limit', 'BENCH_FOLD_LIMIT', '9');
const foldDepth = whole('depth', 'BENCH_FOLD_DEPTH', '2');

describe("plugins' settings on the server", () => {
  it('are each plugin’s own: two plugins may name a setting alike, and each is served under its plugin', () => {
    const settings = readPluginSettings([plugin('scan', [scanLimit]), plugin('fold', [foldLimit, foldDepth])], {
      BENCH_FOLD_LIMIT: '11',
    });
    expect(settings.served).toEqual({ scan: { limit: 5 }, fold: { limit: 11, depth: 2 } });
  });

  it('a job sees the settings it reads, found by declaration, and no other plugin’s', () => {
    const plugins = [plugin('scan', [scanLimit]), plugin('fold', [foldLimit, foldDepth])];
    const settings = readPluginSettings(plugins, { BENCH_SCAN_LIMIT: '7' });
    expect(settings.forJob({ reads: [scanLimit] })).toEqual({ limit: 7 });
    expect(settings.forJob({ reads: [foldLimit, foldDepth] })).toEqual({ limit: 9, depth: 2 });
    expect(settings.forJob({})).toEqual({});
  });

  it('refuses a job reading two settings of one id, or one no plugin declares, naming both', () => {
    expect(() => checkSettingReads([plugin('mixed', [scanLimit, foldLimit], [scanLimit, foldLimit])])).toThrow(
      "plugin 'mixed': job 'mixed_job' reads setting 'limit' (BENCH_FOLD_LIMIT), and another setting of the same id",
    );
    expect(() => checkSettingReads([plugin('scan', [], [scanLimit])])).toThrow(
      "plugin 'scan': job 'scan_job' reads setting 'limit' (BENCH_SCAN_LIMIT), which no loaded plugin declares (publicly)",
    );
  });

  it('refuses an environment variable two declarations claim, and an id twice in one plugin', () => {
    const copy = { ...scanLimit };
    expect(() => readPluginSettings([plugin('scan', [scanLimit]), plugin('copy', [copy])], {})).toThrow(
      "plugin 'copy': setting BENCH_SCAN_LIMIT is already declared by plugin 'scan'",
    );
    expect(() => readPluginSettings([plugin('fold', [foldLimit, whole('limit', 'BENCH_FOLD_MAX', '1')])], {})).toThrow(
      "plugin 'fold': two of its settings have the id 'limit'",
    );
  });

  it('one declaration the plugins of a family each contribute is one setting, read once', () => {
    const shared = whole('space', 'BENCH_FAMILY_SPACE', '4');
    const settings = readPluginSettings([plugin('first', [shared]), plugin('second', [shared])], {
      BENCH_FAMILY_SPACE: '6',
    });
    expect(settings.served).toEqual({ first: { space: 6 }, second: { space: 6 } });
    expect(settings.forJob({ reads: [shared] })).toEqual({ space: 6 });
  });
});
