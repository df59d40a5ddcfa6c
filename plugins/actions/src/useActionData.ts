import { useEffect, useMemo, useState } from 'react';
import {
  Api,
  Settings,
  Stores,
  useActiveItems,
  useItem,
  useRegistry,
  useService,
  useSnapshot,
  type ActionItem,
} from '@bench/sdk';
import {
  LIGAND_MESSAGES,
  type FreeLigand,
  SELECTOR_MESSAGES,
  type Selector,
  type StructureTree,
} from '@bench/structure';
import { actionFormData, type ActionFormData } from '@bench/action-kit/ui';
import { ACTION_TAB_MESSAGES } from './messages.ts';
import { mutationSource, type PoseCollection, type SourcePose } from './model.ts';

const NO_SETTINGS: Readonly<Record<string, unknown>> = Object.freeze({});

export interface ActionData {
  /** live: server pushes (status, progress, results) show without reload */
  action: ActionItem | null;
  error: string | null;
  /** null while loading */
  sourcePoses: SourcePose[] | null;
  /** undefined while loading, null when it is gone */
  sourceCollection: PoseCollection | null | undefined;
  resultsCollection: PoseCollection | null | undefined;
  form: ActionFormData;
}

/**
 * Loads what an action tab shows: the action, its source poses (those of the unsaved form when it
 * names them), their structure trees and collections, selectors and free ligands.
 */
export function useActionData(actionId: string, draftPoseIds?: readonly string[]): ActionData {
  const api = useService(Api);
  const stores = useService(Stores);
  const settings = useService(Settings);
  const { maxResults } = settings.values;
  const actionStore = stores.of<ActionItem>('actions');
  const tracked = useSnapshot(actionStore.state).items[actionId] as ActionItem | undefined;
  const job = useRegistry().action(String(tracked?.input.task ?? ''));
  const jobSettings = job ? settings.forJob(job) : NO_SETTINGS;
  // a plain copy: render snapshots are tracking proxies, which must not leak into inputs sent back
  const action = useMemo(() => (tracked ? (JSON.parse(JSON.stringify(tracked)) as ActionItem) : null), [tracked]);
  const [error, setError] = useState<string | null>(null);
  const [sourcePoses, setSourcePoses] = useState<SourcePose[] | null>(null);
  const [sources, setSources] = useState<ActionFormData['mutationSources']>([]);
  const selectors = useActiveItems<Selector>('selectors', SELECTOR_MESSAGES.fetchError);
  const freeLigands = useActiveItems<FreeLigand>('free_ligands', LIGAND_MESSAGES.fetchError);
  const sourceCollection = useItem<PoseCollection>('pose_collections', action?.input.collection_id);
  const resultsCollection = useItem<PoseCollection>('pose_collections', action?.results_collection_id);
  // the form's structures before a save (docking picks its two), else the stored ones
  const poseIds = (draftPoseIds ?? action?.input.pose_ids)?.join(',') ?? null;

  useEffect(() => {
    actionStore.get(actionId).catch((failure: unknown) => {
      console.error(ACTION_TAB_MESSAGES.load, failure);
      setError(ACTION_TAB_MESSAGES.load);
    });
  }, [actionStore, actionId]);

  useEffect(() => {
    if (poseIds === null) return;
    let current = true;
    const sessionId = stores.sessionId;
    void (async () => {
      const poses = poseIds ? await stores.of<SourcePose>('poses').getMany(poseIds.split(',')) : [];
      if (!current) return;
      setSourcePoses(poses);
      // the first pose's tree names the rows' residues; poses with nucleic acids need theirs for the types
      const analysed = await Promise.all(
        poses.map(async (pose, i) => {
          if (i > 0 && !pose.has_nucleic_acids) return mutationSource(pose);
          const tree = await api
            .get<StructureTree>(`/api/sessions/${sessionId}/poses/${pose._id}/structure_tree`)
            .catch((failure: unknown) => void console.error(ACTION_TAB_MESSAGES.tree(pose.name), failure));
          return mutationSource(pose, tree ?? undefined);
        }),
      );
      if (current) setSources(analysed);
    })().catch((failure: unknown) => {
      console.error(ACTION_TAB_MESSAGES.load, failure);
      if (current) setSourcePoses((poses) => poses ?? []);
    });
    return () => {
      current = false;
    };
  }, [api, stores, poseIds]);

  const form = useMemo(
    () =>
      actionFormData({
        selectors,
        freeLigands,
        sourceStructures: (sourcePoses ?? []).map((p) => ({
          _id: p._id,
          name: p.name,
          sequence: p.sequence ?? '',
          ligands: p.report?.ligands ?? [],
        })),
        mutationSources: sources,
        settings: { ...jobSettings, maxResults },
      }),
    [selectors, freeLigands, sourcePoses, sources, maxResults, jobSettings],
  );

  return { action, error, sourcePoses, sourceCollection, resultsCollection, form };
}
