import { useEffect, useState } from 'react';
import { Api, Live, Stores, Workspace, useService, useSnapshot, type TabData } from '@bench/sdk';
import type { SourcePose } from './model.ts';

const FIELDS = ['_id', 'name', 'has_ligands', 'has_nucleic_acids', 'atom_count', 'residue_count'];

export interface Selection {
  collectionId: string | null;
  poses: SourcePose[];
}

/**
 * The poses selected in the active collection tab. Requeried when poses change: live events from
 * other clients, this client's own edits through the pose store, and its bulk edits (`touch`).
 */
export function useSelection(sessionId: string): Selection {
  const api = useService(Api);
  const live = useService(Live);
  const workspace = useService(Workspace);
  const poseStore = useService(Stores).of<SourcePose>('poses');
  const { tabs, activeIndex } = useSnapshot(workspace.state);
  const { items, revision } = useSnapshot(poseStore.state);
  const [poses, setPoses] = useState<SourcePose[]>([]);
  const [tick, setTick] = useState(0);

  const tab = tabs[activeIndex] as TabData | undefined;
  const collectionId = tab?.kind === 'collection' && typeof tab.data.id === 'string' ? tab.data.id : null;

  useEffect(() => live.onModelEvent((event) => event.type === 'poses' && setTick((t) => t + 1)), [live]);

  useEffect(() => {
    if (!collectionId) {
      setPoses([]);
      return;
    }
    let current = true;
    const query = { pose_collection_id: collectionId, is_selected: true, is_deleted: false };
    api
      .post<{ models: SourcePose[] }>(`/api/sessions/${sessionId}/poses/query`, { query, fields: FIELDS })
      .then((reply) => current && setPoses(reply.models))
      .catch((error: unknown) => console.error('Could not read the selected structures', error));
    return () => {
      current = false;
    };
  }, [api, sessionId, collectionId, items, revision, tick]);

  return { collectionId, poses };
}
