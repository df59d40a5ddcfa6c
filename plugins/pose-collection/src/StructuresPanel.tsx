import { useCallback, useState } from 'react';
import {
  Button,
  IconButton,
  EmptyState,
  Icon,
  InlineText,
  MESSAGES as SDK_MESSAGES,
  Notify,
  Settings,
  Workspace,
  Spinner,
  SIMULATED_NOTE,
  StatusBadge,
  collectionNameMessage,
  isSimulated,
  isValidName,
  useService,
  useSnapshot,
  type PanelProps,
} from '@bench/sdk';
import { ImportCollectionForm } from './ImportCollectionForm.tsx';
import { MESSAGES } from './model.ts';
import { useCollectionList } from './useCollectionList.ts';
import type { StoredCollection } from './useCollection.ts';
import './pose-collection.css';

const TAB = (id: string) => ({ type: 'pose_collections', id });

/** The 'Structures' panel: the session's pose collections by name; open, rename, archive, delete, import. */
export default function StructuresPanel({ sessionId }: PanelProps) {
  const workspace = useService(Workspace);
  const notify = useService(Notify);
  const { supportHost } = useService(Settings).values;
  const selected = useSnapshot(workspace.state).selectedCollections.pose_collection_id;
  const open = useCallback(
    (c: StoredCollection) => {
      workspace.selectCollection('pose_collection_id', c._id);
      workspace.openTab('collection', TAB(c._id), c.name);
    },
    [workspace],
  );
  const { collections, loaded, store } = useCollectionList(sessionId, open);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

  const rename = async (c: StoredCollection, name: string) => {
    if (!isValidName(name)) return notify.error(collectionNameMessage(supportHost));
    try {
      await store.update(c._id, { name });
      workspace.retitleTabsFor('pose_collections', c._id, name);
    } catch {
      notify.error(SDK_MESSAGES.genericStoreError);
    }
  };
  const archive = async (c: StoredCollection) => {
    try {
      await store.archive(c._id);
      workspace.closeTabsFor('pose_collections', c._id);
    } catch {
      notify.error(MESSAGES.archive);
    }
  };
  const remove = async (c: StoredCollection) => {
    try {
      await store.softDelete([c._id]);
      workspace.closeTabsFor('pose_collections', c._id);
    } catch {
      notify.error(SDK_MESSAGES.items.delete);
    }
  };

  return (
    <div className="bn-structures-panel">
      {!loaded ? (
        <Spinner />
      ) : collections.length === 0 ? (
        <EmptyState title="No collections yet">Load structures or import a collection from another project.</EmptyState>
      ) : (
        <ul className="bn-structures-panel__list" aria-label="Structure collections">
          {collections.map((c) => (
            <li key={c._id} className="bn-structures-panel__row">
              {renaming === c._id ? (
                <InlineText
                  autoFocus
                  label={`Rename ${c.name}`}
                  value={c.name}
                  onCommit={(name) => void rename(c, name)}
                  onDone={() => setRenaming(null)}
                />
              ) : (
                <button
                  type="button"
                  className="bn-structures-panel__name"
                  title={c.name}
                  aria-current={selected === c._id || undefined}
                  onClick={() => open(c)}
                >
                  <Icon name="folder" size={14} />{' '}
                  <span className={c.is_read === false ? 'bn-unread' : undefined}>{c.name}</span>
                </button>
              )}
              {isSimulated(c) && <StatusBadge kind="simulated" title={SIMULATED_NOTE} />}
              <IconButton
                className="bn-row-action"
                label={`Rename ${c.name}`}
                icon={<Icon name="pencil" size={14} />}
                onClick={() => setRenaming(c._id)}
              />
              <IconButton
                className="bn-row-action"
                label={`Archive ${c.name}`}
                icon={<Icon name="archive" size={14} />}
                onClick={() => void archive(c)}
              />
              <IconButton
                className="bn-row-action"
                label={`Delete ${c.name}`}
                icon={<Icon name="trash" size={14} />}
                onClick={() => void remove(c)}
              />
            </li>
          ))}
        </ul>
      )}
      <Button small onClick={() => setImporting(true)}>
        <Icon name="upload" size={14} /> Import collection
      </Button>
      {importing && (
        <ImportCollectionForm
          sessionId={sessionId}
          onClose={() => setImporting(false)}
          onImported={(c) => {
            store.touch();
            open(c);
          }}
        />
      )}
    </div>
  );
}
