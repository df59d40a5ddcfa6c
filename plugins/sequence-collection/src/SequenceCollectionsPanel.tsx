import { useRef } from 'react';
import {
  Api,
  Button,
  Notify,
  Stores,
  stripInvalidNameChars,
  useItemQuery,
  useService,
  useSnapshot,
  Workspace,
  wrongFileKindMessage,
  type PanelProps,
} from '@bench/sdk';
import { MESSAGES, nameFromFile, type SequenceCollection } from './model.ts';
import './sequence-collection.css';

const ACTIVE_BY_NAME = { query: { is_archived: false, is_deleted: false }, sort: { name: 1 as const } };

/** The session's sequence collections: open one in a tab, or import a FASTA file as a new one. */
export default function SequenceCollectionsPanel({ sessionId }: PanelProps) {
  const store = useService(Stores).of<SequenceCollection>('sequence_collections');
  const collections =
    useItemQuery<SequenceCollection>('sequence_collections', ACTIVE_BY_NAME, MESSAGES.fetch).items ?? [];
  const api = useService(Api);
  const notify = useService(Notify);
  const workspace = useService(Workspace);
  const input = useRef<HTMLInputElement>(null);

  const selected = useSnapshot(workspace.state).selectedCollections.sequence_collection_id;
  const open = (c: Pick<SequenceCollection, '_id' | 'name'>) => {
    workspace.selectCollection('sequence_collection_id', c._id);
    workspace.openTab('sequenceCollection', { type: 'sequence_collections', id: c._id }, c.name);
  };

  const importFile = async (file: File) => {
    try {
      const fasta = await file.text();
      const wrongKind = wrongFileKindMessage(file.name, fasta, ['fasta']);
      if (wrongKind) return notify.error(wrongKind);
      const reply = await api.post<{ collection: SequenceCollection }>(
        `/api/sessions/${sessionId}/sequence_collections/importFasta`,
        {
          name: nameFromFile(file.name, stripInvalidNameChars),
          fasta,
        },
      );
      store.touch();
      open(reply.collection);
    } catch (error) {
      console.error(MESSAGES.importFailed, error);
      notify.error(
        error instanceof Error && error.message ? `${MESSAGES.importFailed} ${error.message}` : MESSAGES.importFailed,
      );
    }
  };

  return (
    <div className="bn-seqcols">
      <Button small onClick={() => input.current?.click()}>
        Import FASTA
      </Button>
      <input
        ref={input}
        type="file"
        accept=".fa,.faa,.fasta,.fas,.txt"
        aria-label="FASTA file"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void importFile(file);
        }}
      />
      {collections.length === 0 ? (
        <p className="bn-seqcols__empty">No sequence collections yet.</p>
      ) : (
        <ul className="bn-seqcols__list">
          {collections.map((c) => (
            <li key={c._id}>
              <button
                type="button"
                className={c.is_read === false ? 'bn-seqcols__item bn-seqcols__item--unread' : 'bn-seqcols__item'}
                aria-current={selected === c._id || undefined}
                onClick={() => open(c)}
              >
                <span>
                  {c.name}
                  {c.is_read === false && <span className="bn-visually-hidden"> (not opened yet)</span>}
                </span>
                <span className="bn-seqcols__count">{c.sequences ?? ''}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
