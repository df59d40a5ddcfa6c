import type { MouseEvent } from 'react';
import { Button, Icon } from '@bench/sdk';

export interface ProjectToolbarProps {
  selectedCount: number;
  onCreate(event: MouseEvent): void;
  onTrash(): void;
  onReset(): void;
}

/** New project, and the bulk actions on the selected projects. */
export function ProjectToolbar({ selectedCount, onCreate, onTrash, onReset }: ProjectToolbarProps) {
  const none = selectedCount === 0;
  return (
    <div className="bn-toolbar">
      <Button variant="primary" onClick={onCreate} title="Hold Shift to stay on the list">
        <Icon name="plus" size={14} /> New project
      </Button>
      <span className="bn-toolbar__spacer" />
      {!none && <span className="bn-toolbar__count">{selectedCount} selected</span>}
      <Button onClick={onReset} disabled={none}>
        Reset
      </Button>
      <Button variant="danger" onClick={onTrash} disabled={none}>
        <Icon name="trash" size={14} /> Move to trash
      </Button>
    </div>
  );
}
