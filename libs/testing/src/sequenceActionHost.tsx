/**
 * A plugin's sequence actions hosted the way a sequence collection hosts them: every loaded
 * `sequenceActions` contribution rendered for `selected`. The plugin's own tab kinds load beside
 * it, so an action that opens one can be followed in the Api fake's calls.
 */
import { LazyView, useRegistry, type AppSettings, type PluginDefinition, type SequenceActionProps } from '@bench/sdk';
import type { FakeRoute } from './fakes.ts';
import { renderHostTab } from './hostTab.tsx';

export interface SequenceActionHostOptions {
  plugin: PluginDefinition;
  selected: SequenceActionProps['selected'];
  settings?: Partial<AppSettings>;
  /** more Api routes than the session's GET and PUT */
  routes?: Record<string, FakeRoute>;
}

function HostedActions(props: SequenceActionProps) {
  return (
    <>
      {useRegistry().sequenceActions.map((action) => (
        <LazyView key={action.fullId} loader={action.component} props={props} what={action.fullId} />
      ))}
    </>
  );
}

export function renderSequenceActions({ plugin, selected, settings, routes }: SequenceActionHostOptions) {
  return renderHostTab({
    plugins: [plugin],
    settings,
    routes,
    content: ({ sessionId }) => (
      <HostedActions sessionId={sessionId} collection={{ _id: 'collection', name: 'Library' }} selected={selected} />
    ),
  });
}
