import {
  Api,
  Notify,
  Settings,
  Stores,
  Workspace,
  collectionNameMessage,
  isValidName,
  downloadBlob,
  useService,
  type Session,
} from '@bench/sdk';
import {
  collectionFileName,
  fastaOf,
  MESSAGES,
  selectedFileName,
  type SequenceCollection,
  type SequenceItem,
} from './model.ts';

/** What the sequence collection tab does with the server: rename, archive, remove, downloads. */
export function useCollectionActions(sessionId: string, collection: SequenceCollection | null) {
  const api = useService(Api);
  const notify = useService(Notify);
  const workspace = useService(Workspace);
  const stores = useService(Stores);
  const { supportHost } = useService(Settings).values;
  const collections = stores.of<SequenceCollection>('sequence_collections');

  const warn = (message: string) => {
    console.warn(message);
    notify.warning(message);
  };

  const invalidName = () => notify.error(collectionNameMessage(supportHost, 'sequence collection'));

  return {
    invalidName,
    rename: async (name: string) => {
      if (!collection || name === collection.name) return;
      if (!isValidName(name)) return invalidName();
      try {
        await collections.update(collection._id, { name });
        workspace.retitleTabsFor('sequence_collections', collection._id, name);
      } catch (error) {
        console.error(MESSAGES.rename, error);
        notify.error(MESSAGES.rename);
      }
    },
    archive: async () => {
      if (!collection) return;
      try {
        await collections.archive(collection._id);
        workspace.closeTabsFor('sequence_collections', collection._id);
      } catch (error) {
        console.error(MESSAGES.archive, error);
        notify.error(MESSAGES.archive);
      }
    },
    remove: async () => {
      if (!collection) return;
      try {
        await collections.softDelete([collection._id]);
        workspace.closeTabsFor('sequence_collections', collection._id);
      } catch (error) {
        console.error(MESSAGES.remove, error);
        notify.error(MESSAGES.remove);
      }
    },
    downloadSelected: (selected: readonly SequenceItem[]) => {
      if (!collection) return;
      if (selected.length === 0) return warn(MESSAGES.noneForDownload);
      downloadBlob(new Blob([fastaOf(selected)], { type: 'text/plain' }), selectedFileName(collection.name));
    },
    downloadAll: async (rows: readonly SequenceItem[]) => {
      if (!collection) return;
      const session = await api.get<Session>(`/api/sessions/${sessionId}`);
      downloadBlob(
        new Blob([fastaOf(rows)], { type: 'text/plain' }),
        collectionFileName(session.name, collection.name),
      );
    },
  };
}
