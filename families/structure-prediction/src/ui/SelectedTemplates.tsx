import { useState } from 'react';
import { Checkbox, Workspace, useService, useSnapshot } from '@bench/sdk';
import { PREFERENCE_MARGIN } from '../ranking.ts';
import { usePoses, type NamedPose } from './usePoses.ts';

/**
 * The structures selected in the session, offered as templates (on by default): searched beside the
 * libraries and preferred among comparable templates, or, when `only`, the only templates used.
 */
export function useSelectedTemplates() {
  const workspace = useService(Workspace);
  const selected = usePoses(useSnapshot(workspace.state).splitView.selected_pose_ids);
  const [use, setUse] = useState(true);
  const [only, setOnly] = useState(false);
  const chosen = use ? selected : [];
  return { selected, use, setUse, only: only && chosen.length > 0, setOnly, chosen };
}

/**
 * The checkboxes of the selected structures, or why the libraries alone are searched. `ranked`
 * (single-chain HM): the selected structures compete with the library's by score, preferred within
 * the margin, and can be made the only templates; otherwise (complexes) they are searched first.
 */
export function SelectedTemplatesCheckbox({
  choice,
  ranked = false,
}: {
  choice: ReturnType<typeof useSelectedTemplates>;
  ranked?: boolean;
}) {
  const { selected } = choice;
  const plural = selected.length === 1 ? '' : 's';
  const searched = ranked
    ? `Search the ${selected.length} selected structure${plural} too (${names(selected)}), preferred when within ${PREFERENCE_MARGIN} of the best template's score`
    : `Search the ${selected.length} selected structure${plural} first (${names(selected)})`;
  return (
    <>
      <Checkbox
        label={selected.length ? searched : 'No structures selected: the template library is searched'}
        checked={choice.use && selected.length > 0}
        disabled={selected.length === 0}
        onChange={choice.setUse}
      />
      {ranked && choice.use && selected.length > 0 && (
        <Checkbox
          label={`Model on the selected structure${plural} only`}
          checked={choice.only}
          onChange={choice.setOnly}
        />
      )}
    </>
  );
}

const names = (poses: readonly NamedPose[]) => poses.map((s) => s.name).join(', ');
