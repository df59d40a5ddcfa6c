/**
 * One viewer plugin hosted the way a collection tab hosts it: a session with one open tab of a
 * stand-in kind that renders the first loaded viewer showing `shows` with `data`, through the real
 * shell and the production loader. Returns the workbench (its Api fake records the calls).
 */
import {
  Api,
  LazyView,
  LocalPrefs,
  Notify,
  definePlugin,
  useRegistry,
  type PluginDefinition,
  type Session,
  type TabData,
  type TabProps,
  type ViewerContribution,
} from '@bench/sdk';
import { createTestWorkbench, type TestWorkbench } from './createTestWorkbench.tsx';
import { fakeApi, fakeNotify, type FakeApi, type FakeRoute } from './fakes.ts';
import { provide } from './strictFake.ts';

export const VIEWER_HOST_SESSION = 'abcdef012345abcdef012345';

export interface ViewerHostOptions {
  viewer: PluginDefinition;
  shows: ViewerContribution['shows'][number];
  /** the open tab (its kind is the host's) */
  tab: Omit<TabData, 'kind'>;
  data: unknown;
  /** more Api routes than the session's GET and PUT */
  routes?: Record<string, FakeRoute>;
}

export function renderViewer({
  viewer,
  shows,
  tab,
  data,
  routes = {},
}: ViewerHostOptions): TestWorkbench & { api: FakeApi } {
  const open: TabData = { ...tab, kind: 'viewer-host' };
  const host = definePlugin({
    id: 'viewer-host',
    contributes: {
      tabKinds: [
        {
          id: 'viewer-host',
          icon: 'folder',
          title: () => 'host',
          component: async () => ({
            default: ({ sessionId }: TabProps) => {
              const hosted = useRegistry().viewers.find((v) => v.shows.includes(shows))!;
              return <LazyView loader={hosted.component} props={{ sessionId, tab: open, data }} what="viewer" />;
            },
          }),
        },
      ],
    },
  });
  const session = {
    _id: VIEWER_HOST_SESSION,
    name: 'S',
    view: {},
    state: { tabs: { active_tab_index: 0, open_tabs: [open] } },
  } as unknown as Session;
  const api = fakeApi({ 'GET /api/sessions/:id': session, 'PUT /api/sessions/:id': session, ...routes });
  const bench = createTestWorkbench({
    plugins: [host, viewer],
    route: `/sessions/${VIEWER_HOST_SESSION}`,
    services: [
      provide(Api, api),
      provide(Notify, fakeNotify()),
      provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
    ],
  });
  bench.render();
  return Object.assign(bench, { api });
}
