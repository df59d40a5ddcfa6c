import { Icon, IconButton, LIMITS, MESSAGES, Workspace, useRegistry, useService, useSnapshot } from '@bench/sdk';

/** The open tabs: click activates, × (or Delete on the tab) closes closeable tabs; warns past 10 tabs (spec 3 §8, §9). */
export function TabStrip() {
  const workspace = useService(Workspace);
  const registry = useRegistry();
  const { tabs, activeIndex } = useSnapshot(workspace.state);
  return (
    <>
      <div className="bn-tabs" role="tablist" aria-label="Open tabs">
        {tabs.map((tab, index) => (
          <div
            key={tab.id}
            role="presentation"
            className={index === activeIndex ? 'bn-tab bn-tab--active' : 'bn-tab'}
            style={{ maxWidth: LIMITS.tabMaxWidth }}
          >
            <button
              type="button"
              role="tab"
              aria-selected={index === activeIndex}
              aria-keyshortcuts={tab.isCloseable ? 'Delete' : undefined}
              className="bn-tab__label"
              title={tab.title}
              onClick={() => workspace.activateTab(tab.id)}
              onKeyDown={(event) => {
                if (event.key === 'Delete' && tab.isCloseable) workspace.closeTab(tab.id);
              }}
            >
              <Icon name={registry.tabKind(tab.kind)?.icon} size={14} />
              <span className="bn-ellipsis">{tab.title}</span>
            </button>
            {/* a tab list holds only tabs: the × is for the pointer, Delete on the tab for the keyboard */}
            {tab.isCloseable && (
              <IconButton
                className="bn-tab__close"
                label={`Close ${tab.title}`}
                icon={<Icon name="close" size={10} />}
                aria-hidden
                tabIndex={-1}
                onClick={() => workspace.closeTab(tab.id)}
              />
            )}
          </div>
        ))}
      </div>
      {tabs.length > LIMITS.maxTabsBeforeWarning && (
        <div className="bn-inline-warning" role="status">
          {MESSAGES.tooManyTabs}
        </div>
      )}
    </>
  );
}
