import { useEffect, useState } from 'react';
import {
  Api,
  Notify,
  Button,
  Dialog,
  MESSAGES as SDK_MESSAGES,
  Spinner,
  sessionPlaceholderName,
  useService,
  type Session,
} from '@bench/sdk';
import type { StoredCollection } from './useCollection.ts';

/** Import collection (spec 2 §2.10): choose another project, then one of its collections, then import. */
export function ImportCollectionForm({
  sessionId,
  onClose,
  onImported,
}: {
  sessionId: string;
  onClose(): void;
  onImported(c: StoredCollection): void;
}) {
  const api = useService(Api);
  const notify = useService(Notify);
  const [projects, setProjects] = useState<Session[] | null>(null);
  const [source, setSource] = useState('');
  const [collections, setCollections] = useState<StoredCollection[] | null>(null);
  const [collectionId, setCollectionId] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api
      .get<Session[]>('/api/sessions')
      .then((list) => setProjects(list.filter((s) => s._id !== sessionId)))
      .catch(() => (notify.error(SDK_MESSAGES.projects.fetch), setProjects([])));
  }, [api, notify, sessionId]);

  useEffect(() => {
    setCollections(null);
    setCollectionId('');
    if (!source) return;
    api
      .post<{ models: StoredCollection[] }>(`/api/sessions/${source}/pose_collections/query`, {
        query: { is_deleted: false, is_archived: false },
        sort: { name: 1 },
      })
      .then((reply) => setCollections(reply.models))
      .catch(() => (notify.error(SDK_MESSAGES.projects.fetchCollections), setCollections([])));
  }, [api, notify, source]);

  const submit = async () => {
    setBusy(true);
    try {
      const copy = await api.post<StoredCollection>(`/api/sessions/${sessionId}/importCollection`, {
        pose_collection_id: collectionId,
        source_session_id: source,
      });
      onImported(copy);
      onClose();
    } catch {
      notify.error(SDK_MESSAGES.genericStoreError);
      setBusy(false);
    }
  };

  return (
    <Dialog
      title="Import collection"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" disabled={!collectionId || busy} onClick={() => void submit()}>
            Import
          </Button>
        </>
      }
    >
      {projects === null ? (
        <Spinner />
      ) : (
        <div className="bn-form">
          <label className="bn-field">
            <span>Project</span>
            <select value={source} onChange={(e) => setSource(e.target.value)}>
              <option value="">Choose a project…</option>
              {projects.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name || sessionPlaceholderName(p._id)}
                </option>
              ))}
            </select>
          </label>
          <label className="bn-field">
            <span>Collection</span>
            <select
              value={collectionId}
              disabled={!collections?.length}
              onChange={(e) => setCollectionId(e.target.value)}
            >
              <option value="">
                {source && collections?.length === 0 ? 'This project has no collections' : 'Choose a collection…'}
              </option>
              {(collections ?? []).map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </Dialog>
  );
}
