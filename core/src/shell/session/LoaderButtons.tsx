import { Button, Icon, Workspace, useRegistry, useService, useUser } from '@bench/sdk';

const LOADERS = [
  { kind: 'loader', label: 'Load data' },
  { kind: 'smallMoleculeLoader', label: 'Load small molecules' },
];

/** The data-loader and small-molecule-loader buttons, each shown only when its tab kind is loaded. */
export function LoaderButtons() {
  const registry = useRegistry();
  const user = useUser();
  const workspace = useService(Workspace);
  const available = LOADERS.filter(({ kind }) => registry.visibleTo(registry.tabKinds.filter((t) => t.id === kind), user).length > 0);
  if (available.length === 0) return null;
  return (
    <div className="bn-loader-buttons">
      {available.map(({ kind, label }) => (
        <Button key={kind} onClick={() => workspace.openTab(kind, { type: kind })}>
          <Icon name="upload" size={14} /> {label}
        </Button>
      ))}
    </div>
  );
}
