import { useEffect, useState } from 'react';
import { Api, Live, Stores, Workspace, useService, useSnapshot } from '@bench/sdk';
import type { SelectedPose } from '../rules/availability.ts';

const FIELDS = ['_id', 'name', 'pose_collection_id', 'has_ligands', 'has_nucleic_acids', 'atom_count', 'residue_count'];

/** The selected structures and the collection they are in. */
export interface Selection {
  collectionId: string | null;
  poses: SelectedPose[];
}

/**
 * The structures selected in the session (session state `split_view.selected_pose_ids`, kept by the
 * collection view), whichever tab is active. Requeried when poses change: live events from other
 * clients, this client's own edits through the pose store, and its bulk edits (`touch`).
 */
export function useSelection(sessionId: string): Selection {
  const api = useService(Api);
  const live = useService(Live);
  const workspace = useService(Workspace);
  const poseStore = useService(Stores).of<SelectedPose>('poses');
  const { splitView } = useSnapshot(workspace.state);
  const { items, revision } = useSnapshot(poseStore.state);
  const [poses, setPoses] = useState<SelectedPose[]>([]);
  const [tick, setTick] = useState(0);
  const key = splitView.selected_pose_ids.join(',');

  useEffect(() => live.onModelEvent((event) => event.type === 'poses' && setTick((t) => t + 1)), [live]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: items, revision and tick are re-query triggers (pose edits here and elsewhere), not values read
  useEffect(() => {
    if (!key) {
      setPoses([]);
      return;
    }
    let current = true;
    const query = { _id: { $in: key.split(',') }, is_selected: true, is_deleted: false };
    api
      .post<{ models: SelectedPose[] }>(`/api/sessions/${sessionId}/poses/query`, { query, fields: FIELDS })
      .then((reply) => current && setPoses(reply.models))
      .catch((error: unknown) => console.error('Could not read the selected structures', error));
    return () => {
      current = false;
    };
  }, [api, sessionId, key, items, revision, tick]);

  const collectionId = poses[0]?.pose_collection_id ?? null;
  return { collectionId, poses };
}
