import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { definePlugin, type PluginLoadError } from '@bench/sdk';
import { requestedPluginIds, selectPlugins, startWorkbench } from '../src/bootstrap.tsx';
import { PluginLoadErrors } from '../src/registry.ts';

const lazy = () => Promise.resolve({ default: () => null });
const plugin = (id: string) =>
  definePlugin({ id, contributes: { consoleRoutes: [{ id, path: id, title: id, component: lazy }] } });
const catalog = [plugin('dashboard'), plugin('catalog'), plugin('promotions')];

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('plugin selection', () => {
  it('reads ?plugins=a,b, else the build-time list, else everything', () => {
    expect(requestedPluginIds('?plugins=catalog,%20dashboard', 'promotions')).toEqual(['catalog', 'dashboard']);
    expect(requestedPluginIds('', 'promotions')).toEqual(['promotions']);
    expect(requestedPluginIds('?tab=1', undefined)).toBeNull();
  });

  it('takes the subset in catalog order, or the whole catalog', () => {
    expect(selectPlugins(catalog, ['promotions', 'dashboard']).map((p) => p.id)).toEqual(['dashboard', 'promotions']);
    expect(selectPlugins(catalog, null)).toEqual(catalog);
  });

  it('names every id that is not in the catalog', () => {
    try {
      selectPlugins(catalog, ['dashboard', 'design', 'relax']);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PluginLoadErrors);
      expect((error as PluginLoadErrors).errors.map((e: PluginLoadError) => e.pluginId)).toEqual(['design', 'relax']);
    }
  });
});

describe('startWorkbench', () => {
  it('shows the diagnostics screen, naming the plugin, when the subset cannot load', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(startWorkbench({ catalog, root, search: '?plugins=dashboard,design' })).resolves.toBeNull();
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain("plugin 'design': is not in the plugin catalog"),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the diagnostics screen for a broken plugin in the catalog', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    const broken = definePlugin({
      id: 'broken',
      contributes: { consoleRoutes: [{ id: 'x', path: 'x', title: 'X' } as never] },
    });
    await startWorkbench({ catalog: [...catalog, broken], root, search: '' });
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain("plugin 'broken': missing lazy component"),
    );
  });
});

describe('startWorkbench, signed in', () => {
  it('reads the config, signs in, joins the user channel, then renders the shell', async () => {
    const settings = {
      authMode: 'local',
      localLoginRequired: false,
      callbackPath: '/callback',
      supportUrl: '',
      cadUrl: '',
      supportHost: 'h',
      live: { key: 'k', wsHost: 'h', wsPort: 1, forceTLS: false, cluster: 'c', authEndpoint: '/api/live/auth' },
      gzipThresholdBytes: 1024,
      maxResults: 1,
      authLeewaySeconds: 0,
      engines: {},
      pluginSettings: {},
    };
    const me = {
      id: 'auth0|ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: [],
      isPromotionEditor: false,
      flags: {},
    };
    const requested: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://bench.test').pathname;
      requested.push(path);
      const body =
        path === '/api/config'
          ? settings
          : path === '/me'
            ? me
            : path.endsWith('/count')
              ? { count: 0 }
              : path.endsWith('/query')
                ? { models: [] }
                : [];
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    const subscribed: string[] = [];
    const pusher = async () => ({
      connection: { bind: () => {} },
      subscribe: (name: string) => (subscribed.push(name), { bind_global: () => {}, trigger: () => {} }),
      unsubscribe: () => {},
      connect: () => {},
      disconnect: () => {},
    });
    const root = document.body.appendChild(document.createElement('div'));

    const services = await startWorkbench({
      catalog,
      root,
      search: '?plugins=dashboard',
      environment: { baseURL: 'http://bench.test', pusher, storage: null },
    });

    expect(requested.slice(0, 2)).toEqual(['/api/config', '/me']);
    expect(services).not.toBeNull();
    await vi.waitFor(() => expect(subscribed).toEqual(['private-user-auth0-ada']));
    await vi.waitFor(() => expect(root.textContent).toContain('Ada'));
  });
});
