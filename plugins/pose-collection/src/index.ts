import { definePlugin } from '@bench/sdk';

export default definePlugin({
  id: 'pose-collection',
  title: 'Pose collections',
  description: 'The Structures panel and the collection tab: structure table, comparison, viewers, downloads.',
  contributes: {
    archivable: [{ id: 'pose_collections', entity: 'pose_collections', label: 'Collection', order: 2 }],
    tabKinds: [
      { id: 'collection', icon: 'folder', title: () => 'Collection', component: () => import('./CollectionTab.tsx') },
    ],
    panels: [
      {
        id: 'structures',
        title: 'Structures',
        side: 'left',
        order: 10,
        defaultOpen: true,
        component: () => import('./StructuresPanel.tsx'),
      },
    ],
  },
});
