import { useState } from 'react';
import { Checkbox, Workspace, useService, useSnapshot } from '@bench/sdk';
import { usePoses, type NamedPose } from './usePoses.ts';

/** The structures selected in the session, offered as templates to search first (on by default). */
export function useSelectedTemplates() {
  const workspace = useService(Workspace);
  const selected = usePoses(useSnapshot(workspace.state).splitView.selected_pose_ids);
  const [use, setUse] = useState(true);
  return { selected, use, setUse, chosen: use ? selected : [] };
}

/** The checkbox of the selected structures, or why the libraries alone are searched. */
export function SelectedTemplatesCheckbox({ choice }: { choice: ReturnType<typeof useSelectedTemplates> }) {
  const { selected } = choice;
  return (
    <Checkbox
      label={selected.length ? `Search the ${selected.length} selected structure${selected.length === 1 ? '' : 's'} first (${names(selected)})` : 'No structures selected: the template library is searched'}
      checked={choice.use && selected.length > 0}
      disabled={selected.length === 0}
      onChange={choice.setUse}
    />
  );
}

const names = (poses: readonly NamedPose[]) => poses.map((s) => s.name).join(', ');
