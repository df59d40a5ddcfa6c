/**
 * A session with one open tab, through the real shell and the production loader: a plugin's own tab
 * (`renderSessionTab`), or a tab of a stand-in kind that renders `content` beside the plugins under
 * test (`renderHostTab`: how a plugin's contributions are hosted the way the screen that shows them
 * hosts them). The Api fake answers the session's GET and PUT (and `routes`) and records every call.
 */
import type { ReactNode } from 'react';
import {
  Api,
  LocalPrefs,
  Notify,
  definePlugin,
  type AppSettings,
  type PluginDefinition,
  type Session,
  type TabData,
} from '@bench/sdk';
import { createTestWorkbench, type TestWorkbench } from './createTestWorkbench.tsx';
import { fakeApi, fakeNotify, type FakeApi, type FakeNotify, type FakeRoute } from './fakes.ts';
import { provide } from './strictFake.ts';

export const HOST_SESSION = 'abcdef012345abcdef012345';
const HOST_KIND = 'test-host';

export interface HostTabOptions {
  plugins: PluginDefinition[];
  /** the open tab (its kind is the host's) */
  tab?: Omit<TabData, 'kind'>;
  /** what the host tab shows, a component rendered inside the session */
  content(props: { sessionId: string; tab: TabData }): ReactNode;
  settings?: Partial<AppSettings>;
  /** more Api routes than the session's GET and PUT */
  routes?: Record<string, FakeRoute>;
}

export function renderHostTab({
  plugins,
  tab = { id: 'host', title: 'host', isCloseable: false, data: { type: HOST_KIND } },
  content,
  settings,
  routes = {},
}: HostTabOptions): TestWorkbench & { api: FakeApi; notify: FakeNotify } {
  const open: TabData = { ...tab, kind: HOST_KIND };
  const host = definePlugin({
    id: HOST_KIND,
    contributes: {
      tabKinds: [
        {
          id: HOST_KIND,
          icon: 'folder',
          title: () => 'host',
          component: async () => ({
            default: ({ sessionId }: { sessionId: string }) => content({ sessionId, tab: open }),
          }),
        },
      ],
    },
  });
  return renderSessionTab({ plugins: [host, ...plugins], tab: open, settings, routes });
}

export interface SessionTabOptions {
  plugins: PluginDefinition[];
  /** the session's one open tab, of a kind one of `plugins` contributes */
  tab: TabData;
  settings?: Partial<AppSettings>;
  /** more Api routes than the session's GET and PUT */
  routes?: Record<string, FakeRoute>;
}

/** A session whose one open tab is `tab`, shown by the plugin that contributes its kind. */
export function renderSessionTab({
  plugins,
  tab,
  settings,
  routes = {},
}: SessionTabOptions): TestWorkbench & { api: FakeApi; notify: FakeNotify } {
  const session = {
    _id: HOST_SESSION,
    name: 'S',
    view: {},
    state: { tabs: { active_tab_index: 0, open_tabs: [tab] } },
  } as unknown as Session;
  const api = fakeApi({
    'GET /api/sessions/:id': session,
    'PUT /api/sessions/:id': ({ body }) => ({ ...session, ...(body as object) }),
    ...routes,
  });
  const notify = fakeNotify();
  const bench = createTestWorkbench({
    plugins,
    route: `/sessions/${HOST_SESSION}`,
    settings,
    services: [
      provide(Api, api),
      provide(Notify, notify),
      provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
    ],
  });
  bench.render();
  return Object.assign(bench, { api, notify });
}
