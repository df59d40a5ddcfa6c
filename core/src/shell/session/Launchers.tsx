import { Button, FeatureBadge, Icon, Workspace, useRegistry, useService, useUser } from '@bench/sdk';

/** The plugins' launchers of the left column (data loaders): each opens a new tab of its kind when the user may see it. */
export function Launchers() {
  const registry = useRegistry();
  const user = useUser();
  const workspace = useService(Workspace);
  const openable = (kind: string) =>
    registry.visibleTo(
      registry.tabKinds.filter((t) => t.id === kind),
      user,
    ).length > 0;
  const launchers = registry
    .visibleTo(registry.launchers, user)
    .filter((l) => l.panel === undefined && openable(l.tabKind));
  if (launchers.length === 0) return null;
  return (
    <div className="bn-loader-buttons">
      {launchers.map(({ fullId, tabKind, label, icon, feature }) => (
        <Button key={fullId} onClick={() => workspace.openTab(tabKind, { type: tabKind })}>
          <Icon name={icon} size={14} /> {label}
          {feature && <FeatureBadge feature={feature} />}
        </Button>
      ))}
    </div>
  );
}
