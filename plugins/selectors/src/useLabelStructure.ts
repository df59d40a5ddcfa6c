import { useEffect, useState } from 'react';
import { Api, Workspace, useService, useSnapshot } from '@bench/sdk';
import { type StructureTree, type TreeResidue, treeResidues } from '@bench/structure';
import { sequenceLength } from './poseLengths.ts';

export interface LabelStructure {
  name: string;
  /** position p is residues[p - 1] */
  residues: TreeResidue[];
}

interface PoseRow {
  _id: string;
  name?: string;
  sequence?: string;
}

/** The selected structure (the first selected in the session), else the longest one. */
function chooseStructure(poses: readonly PoseRow[], selectedIds: readonly string[]): PoseRow | undefined {
  const selected = poses.find((p) => selectedIds.includes(p._id));
  return selected ?? [...poses].sort((a, b) => sequenceLength(b.sequence) - sequenceLength(a.sequence))[0];
}

/**
 * The residues that name the selector's positions (chain, letter, number): those of the session's
 * selected structure, or of its longest when none is selected; null while loading or without structures.
 */
export function useLabelStructure(sessionId: string): LabelStructure | null {
  const api = useService(Api);
  const workspace = useService(Workspace);
  const selectedIds = useSnapshot(workspace.state).splitView.selected_pose_ids;
  const selectedKey = selectedIds.join(',');
  const [structure, setStructure] = useState<LabelStructure | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const reply = await api.post<{ models: PoseRow[] }>(`/api/sessions/${sessionId}/poses/query`, {
        query: { is_deleted: false },
        fields: ['_id', 'name', 'sequence'],
      });
      const pose = chooseStructure(reply.models, selectedKey.split(','));
      if (!pose) return;
      const tree = await api.get<StructureTree>(`/api/sessions/${sessionId}/poses/${pose._id}/structure_tree`);
      if (live) setStructure({ name: pose.name ?? pose._id, residues: treeResidues(tree) });
    })().catch((error: unknown) => console.error('Could not read the residues of the selected structure', error));
    return () => {
      live = false;
    };
  }, [api, sessionId, selectedKey]);
  return structure;
}
