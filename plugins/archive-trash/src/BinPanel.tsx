import { Button, Icon, Workspace, useService, type PanelProps } from '@bench/sdk';

/** Opens the session's Archive and Trash tabs. */
export default function BinPanel(_: PanelProps) {
  const workspace = useService(Workspace);
  return (
    <div className="bn-panel-buttons">
      <Button onClick={() => workspace.openTab('archive', { type: 'archive' })}>
        <Icon name="archive" /> Archive
      </Button>
      <Button onClick={() => workspace.openTab('trash', { type: 'trash' })}>
        <Icon name="trash" /> Trash
      </Button>
    </div>
  );
}
