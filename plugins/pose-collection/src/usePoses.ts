import { useCallback, useEffect, useRef, useState } from 'react';
import { Api, Live, Notify, Stores, LIMITS, MESSAGES as SDK_MESSAGES, useService, type PoseSummary } from '@bench/sdk';
import { withFlag, type PoseFlag } from './model.ts';

/** What the table reads of a pose; the structure text and report stay on the server. */
const FIELDS = [
  'name',
  'index',
  'sequence',
  'score',
  'rms',
  'score_terms',
  'is_visible',
  'is_selected',
  'pose_collection_id',
  'engine',
];
/** Live events naming more poses than this reload the collections instead of asking by id. */
const REFETCH_LIMIT = LIMITS.pageSize;

export interface PoseList {
  poses: readonly PoseSummary[];
  /** the first page has arrived (rows can show while the rest loads) */
  ready: boolean;
  /** every page has arrived */
  complete: boolean;
  /** ONE bulk request: sets `flag` to `value` on `ids` (shown at once, reverted when the request fails) */
  setFlag(flag: PoseFlag, ids: readonly string[], value: boolean): Promise<void>;
  /** ONE request for every pose of a collection */
  setFlagInCollection(collectionId: string, flag: PoseFlag, value: boolean): Promise<void>;
}

/** The poses of the given collections, read in pages of 500 in index order, kept fresh by live events. */
export function usePoses(sessionId: string, collectionIds: readonly string[]): PoseList {
  const api = useService(Api);
  const live = useService(Live);
  const notify = useService(Notify);
  const poseStore = useService(Stores).of('poses');
  const [poses, setPoses] = useState<PoseSummary[]>([]);
  const [progress, setProgress] = useState({ ready: false, complete: false });
  const generation = useRef(0);
  const key = collectionIds.join(',');
  const query = useCallback(
    (extra: Record<string, unknown>, page?: number) =>
      api.post<{ models: PoseSummary[]; total?: number }>(`/api/sessions/${sessionId}/poses/query`, {
        query: { pose_collection_id: { $in: key.split(',') }, is_deleted: false, is_archived: false, ...extra },
        sort: { index: 1 },
        fields: FIELDS,
        ...(page === undefined ? {} : { page, per_page: LIMITS.pageSize }),
      }),
    [api, sessionId, key],
  );

  const load = useCallback(async () => {
    const mine = ++generation.current;
    setPoses([]);
    setProgress({ ready: false, complete: false });
    try {
      for (const collectionId of key.split(',').filter(Boolean)) {
        for (let page = 0, seen = 0; ; page++) {
          const reply = await query({ pose_collection_id: collectionId }, page);
          if (mine !== generation.current) return;
          seen += reply.models.length;
          setPoses((prev) => [...prev, ...reply.models]);
          setProgress({ ready: true, complete: false });
          if (reply.models.length < LIMITS.pageSize || seen >= (reply.total ?? 0)) break;
        }
      }
      setProgress({ ready: true, complete: true });
    } catch (error) {
      console.error('Could not load the poses', error);
      if (mine === generation.current) setProgress({ ready: true, complete: true });
    }
  }, [key, query]);

  useEffect(() => {
    void load();
    return () => void generation.current++;
  }, [load]);

  useEffect(
    () =>
      live.onModelEvent(async (event) => {
        if (event.type !== 'poses' || event.session_id !== sessionId) return;
        if (event.ids.length > REFETCH_LIMIT) return void load();
        const gone = new Set(event.ids);
        const fresh = ['delete', 'soft-delete', 'archive'].includes(event.op)
          ? []
          : (await query({ _id: { $in: event.ids } })).models;
        const byId = new Map(fresh.map((p) => [p._id, p]));
        setPoses((prev) => {
          const kept = prev.flatMap((p) => (gone.has(p._id) ? (byId.has(p._id) ? [byId.get(p._id)!] : []) : [p]));
          const known = new Set(prev.map((p) => p._id));
          return [...kept, ...fresh.filter((p) => !known.has(p._id))];
        });
      }),
    [live, sessionId, query, load],
  );

  const setFlag = useCallback(
    async (flag: PoseFlag, ids: readonly string[], value: boolean) => {
      if (ids.length === 0) return;
      let before: PoseSummary[] = [];
      setPoses((prev) => ((before = prev), withFlag(prev, flag, ids, value)));
      try {
        await api.post('/api/poses/update/many', { ids, update: { [flag]: value } });
      } catch {
        setPoses(before);
        notify.error(SDK_MESSAGES.genericStoreError);
        return;
      }
      poseStore.touch();
    },
    [api, notify, poseStore],
  );

  const setFlagInCollection = useCallback(
    async (collectionId: string, flag: PoseFlag, value: boolean) => {
      setPoses((prev) =>
        prev.map((p) =>
          p.pose_collection_id === collectionId && Boolean(p[flag]) !== value ? { ...p, [flag]: value } : p,
        ),
      );
      try {
        await api.post(`/api/poses/updateInCollection/${collectionId}`, { update: { [flag]: value } });
        poseStore.touch();
      } catch {
        notify.error(SDK_MESSAGES.genericStoreError);
        void load();
      }
    },
    [api, notify, load, poseStore],
  );

  return { poses, ...progress, setFlag, setFlagInCollection };
}
