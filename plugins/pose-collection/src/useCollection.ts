import { useEffect } from 'react';
import { Workspace, useItemStore, useService, type BaseItem } from '@bench/sdk';
import type { PoseCollection } from './model.ts';

export type StoredCollection = PoseCollection & BaseItem;

/**
 * The tab's collection from the pose-collection store (renames elsewhere arrive by live events):
 * marks it read when opened and keeps the tab title on its name.
 */
export function useCollection(collectionId: string, tabId: string): StoredCollection | undefined {
  const { store, snapshot } = useItemStore<StoredCollection>('pose_collections');
  const workspace = useService(Workspace);
  const collection = snapshot.items[collectionId] as StoredCollection | undefined;

  useEffect(() => {
    store
      .get(collectionId)
      .then((item) =>
        item.is_read ? undefined : store.update(collectionId, { is_read: true } as Partial<StoredCollection>),
      )
      .catch((error: unknown) => console.error(`Could not open collection ${collectionId}`, error));
  }, [store, collectionId]);

  const name = collection?.name;
  useEffect(() => {
    if (name) workspace.updateTab(tabId, { title: name });
  }, [workspace, tabId, name]);

  return collection;
}
