import { LazyView, Icon, Workspace, useService, useSnapshot, type PanelContribution } from '@bench/sdk';

/** One collapsible panel; open/closed is stored on the session and broadcast (spec 3 §4). */
export function PanelFrame({ panel, sessionId }: { panel: PanelContribution; sessionId: string }) {
  const workspace = useService(Workspace);
  const { panels } = useSnapshot(workspace.state);
  const open = panels[panel.id] ?? panel.defaultOpen ?? false;
  return (
    <section className={open ? 'bn-panel bn-panel--open' : 'bn-panel'}>
      <button
        type="button"
        className="bn-panel__header"
        aria-expanded={open}
        onClick={() => workspace.setPanelOpen(panel.id, !open)}
      >
        <span className="bn-panel__chevron">
          <Icon name="chevron" size={12} />
        </span>
        {panel.title}
      </button>
      {open && (
        <div className="bn-panel__body">
          <LazyView loader={panel.component} props={{ sessionId }} what={`the ${panel.title} panel`} />
        </div>
      )}
    </section>
  );
}
