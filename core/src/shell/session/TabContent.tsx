import { EmptyState, LazyView, Workspace, useRegistry, useService, useSnapshot, type TabData } from '@bench/sdk';

/** The active tab's kind component; a kind no loaded plugin provides gets a placeholder, not a crash. */
export function TabContent({ sessionId }: { sessionId: string }) {
  const registry = useRegistry();
  const workspace = useService(Workspace);
  const { tabs, activeIndex } = useSnapshot(workspace.state);
  const tab = tabs[activeIndex] as TabData | undefined;

  if (!tab) {
    return (
      <EmptyState title="No tab is open">
        Open a collection, selector or result from the side panels, or load data to start.
      </EmptyState>
    );
  }
  const kind = registry.tabKind(tab.kind);
  if (!kind) {
    return (
      <EmptyState title="This tab's plugin is not loaded">
        The tab “{tab.title}” is of kind “{tab.kind}”, which no loaded plugin provides. Close it, or load the plugin
        that adds it.
      </EmptyState>
    );
  }
  return (
    <LazyView
      key={tab.id}
      loader={kind.component}
      props={{ tab: tab as TabData, sessionId }}
      what={`the “${tab.title}” tab`}
    />
  );
}
