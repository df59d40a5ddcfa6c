import { describe, expect, it } from 'vitest';
import { Notify, definePlugin, type PluginDefinition } from '@bench/sdk';
import { loadPlugins, PluginLoadErrors } from '../src/registry.ts';

const lazy = () => Promise.resolve({ default: () => null });
const route = (id: string, path = id) => ({ id, path, title: id, component: lazy });

function loadError(plugins: PluginDefinition[]): string {
  try {
    loadPlugins(plugins);
  } catch (e) {
    expect(e).toBeInstanceOf(PluginLoadErrors);
    return (e as Error).message;
  }
  throw new Error('expected loading to fail');
}

describe('loadPlugins', () => {
  it('registers sample pages; a sample name is unique across plugins', () => {
    const sample = (id: string) => ({ id, component: lazy });
    const registry = loadPlugins([
      definePlugin({ id: 'viewer', contributes: { samples: [sample('pv-structure-viewer')] } }),
    ]);
    expect(registry.samples.map((s) => s.fullId)).toEqual(['viewer:pv-structure-viewer']);
    const message = loadError([
      definePlugin({ id: 'one', contributes: { samples: [sample('sequence-viewer')] } }),
      definePlugin({ id: 'two', contributes: { samples: [sample('sequence-viewer'), { id: 'broken' } as never] } }),
    ]);
    expect(message).toContain(
      "plugin 'two': duplicate samples key 'sequence-viewer' (already contributed by plugin 'one')",
    );
    expect(message).toContain("plugin 'two': missing lazy component 'component' in samples 'broken'");
  });

  it('orders contributions by order, then catalog position, then id — not by load order', () => {
    const a = definePlugin({ id: 'a', contributes: { consoleRoutes: [route('z'), route('b')] } });
    const b = definePlugin({ id: 'b', contributes: { consoleRoutes: [{ ...route('first'), order: 1 }] } });
    const registry = loadPlugins([a, b]);
    expect(registry.consoleRoutes.map((r) => r.fullId)).toEqual(['b:first', 'a:b', 'a:z']);
  });

  it('names the plugin for a duplicate plugin id, duplicate contribution id and duplicate route path', () => {
    const message = loadError([
      definePlugin({ id: 'one', contributes: { consoleRoutes: [route('x'), route('x', 'other')] } }),
      definePlugin({ id: 'one', contributes: {} }),
      definePlugin({ id: 'two', contributes: { consoleRoutes: [route('y', 'x')] } }),
    ]);
    expect(message).toContain("plugin 'one': duplicate id consoleRoutes 'x'");
    expect(message).toContain("plugin 'one': duplicate plugin id");
    expect(message).toContain("plugin 'two': duplicate consoleRoutes key 'x' (already contributed by plugin 'one')");
  });

  it('rejects an unknown plugin field, an unknown feature name and a missing lazy component, all at once', () => {
    const message = loadError([
      definePlugin({ id: 'needs', requires: [Notify], contributes: {} } as never),
      definePlugin({ id: 'flagged', contributes: { consoleRoutes: [{ ...route('r'), feature: 'no_such_feature' }] } }),
      definePlugin({ id: 'empty', contributes: { consoleRoutes: [{ id: 'r', path: 'r2', title: 'R' } as never] } }),
    ]);
    expect(message).toContain("plugin 'needs': unknown field 'requires'");
    expect(message).toContain("plugin 'flagged': featureName not recognized: 'no_such_feature'");
    expect(message).toContain("plugin 'empty': missing lazy component 'component'");
  });

  it('takes the features plugins declare: a feature declared twice, or the platform’s, refuses', () => {
    const registry = loadPlugins([
      definePlugin({ id: 'docking', contributes: { features: [{ id: 'ppd', flag: 'canSeePPD', badge: 'beta' }] } }),
      definePlugin({ id: 'uses', contributes: { consoleRoutes: [{ ...route('r'), feature: 'ppd' }] } }),
    ]);
    expect(registry.features.info('ppd')).toEqual({ flag: 'canSeePPD', badge: 'beta' });
    expect(registry.features.info('project_clone')).toEqual({ flag: 'canCloneProject', badge: 'beta' });
    const message = loadError([
      definePlugin({ id: 'a', contributes: { features: [{ id: 'ppd' }] } }),
      definePlugin({ id: 'b', contributes: { features: [{ id: 'ppd' }, { id: 'project_clone' }] } }),
    ]);
    expect(message).toContain("plugin 'b': duplicate features key 'ppd' (already contributed by plugin 'a')");
    expect(message).toContain("plugin 'b': feature 'project_clone' is the platform's");
  });

  it('rejects a launcher of a tab kind no loaded plugin contributes, naming the plugin', () => {
    const message = loadError([
      definePlugin({
        id: 'loader',
        contributes: { launchers: [{ id: 'load', label: 'Load data', icon: 'upload', tabKind: 'loader' }] },
      }),
    ]);
    expect(message).toContain(
      "plugin 'loader': launchers 'load' opens tab kind 'loader', which no loaded plugin contributes",
    );
  });

  it('hides gated contributions from users without the flag', () => {
    const registry = loadPlugins([
      definePlugin({
        id: 'p',
        contributes: {
          features: [{ id: 'ppd', flag: 'canSeePPD' }],
          consoleRoutes: [{ ...route('ppd'), feature: 'ppd' }, route('open')],
        },
      }),
    ]);
    const flags = {
      canCloneProject: false,
      canSeeSingleChainHmGroup: false,
      canSeeSingleChainHmLigand: false,
      canUseTestingTools: false,
      canSeePPD: false,
    };
    const user = { id: 'u', firstName: 'A', lastName: 'B', roles: [], isPromotionEditor: false, flags };
    expect(registry.visibleTo(registry.consoleRoutes, user).map((r) => r.id)).toEqual(['open']);
    expect(registry.visibleTo(registry.consoleRoutes, { ...user, flags: { ...flags, canSeePPD: true } })).toHaveLength(
      2,
    );
  });
});
