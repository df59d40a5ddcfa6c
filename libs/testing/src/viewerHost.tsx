/**
 * One viewer plugin hosted the way a collection tab hosts it: a session with one open tab of a
 * stand-in kind that renders the first loaded viewer showing `shows` with `data`, through the real
 * shell and the production loader. Returns the workbench (its Api fake records the calls).
 */
import { LazyView, useRegistry, type PluginDefinition, type TabData, type ViewerContribution } from '@bench/sdk';
import type { TestWorkbench } from './createTestWorkbench.tsx';
import type { FakeApi, FakeRoute } from './fakes.ts';
import { HOST_SESSION, renderHostTab } from './hostTab.tsx';

export const VIEWER_HOST_SESSION = HOST_SESSION;

export interface ViewerHostOptions {
  viewer: PluginDefinition;
  shows: ViewerContribution['shows'][number];
  /** the open tab (its kind is the host's) */
  tab: Omit<TabData, 'kind'>;
  data: unknown;
  /** more Api routes than the session's GET and PUT */
  routes?: Record<string, FakeRoute>;
}

function HostedViewer({
  sessionId,
  tab,
  shows,
  data,
}: {
  sessionId: string;
  tab: TabData;
  shows: string;
  data: unknown;
}) {
  const hosted = useRegistry().viewers.find((v) => v.shows.includes(shows as never))!;
  return <LazyView loader={hosted.component} props={{ sessionId, tab, data }} what="viewer" />;
}

export function renderViewer({
  viewer,
  shows,
  tab,
  data,
  routes,
}: ViewerHostOptions): TestWorkbench & { api: FakeApi } {
  return renderHostTab({
    plugins: [viewer],
    tab,
    routes,
    content: ({ sessionId, tab: open }) => <HostedViewer sessionId={sessionId} tab={open} shows={shows} data={data} />,
  });
}
