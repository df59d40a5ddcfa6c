import { definePlugin } from '@bench/sdk';

export default definePlugin({
  id: 'sequence-collection',
  title: 'Sequence collections',
  description: 'Sequence collection tabs (table, logo, AI folding launches, FASTA downloads) and FASTA import.',
  contributes: {
    archivable: [
      { id: 'sequence_collections', entity: 'sequence_collections', label: 'Sequence Collection', order: 3 },
    ],
    tabKinds: [
      {
        id: 'sequenceCollection',
        icon: 'sequence',
        title: (data) => String(data.name ?? 'Sequence collection'),
        component: () => import('./SequenceCollectionTab.tsx'),
      },
    ],
    samples: [
      {
        id: 'cy-sequence-collection-view-sample',
        title: 'Sequence collection: protein_lib.fa',
        component: () => import('./samples/SequenceCollectionSample.tsx'),
      },
    ],
    panels: [
      {
        id: 'sequence-collections',
        title: 'Sequence collections',
        side: 'left',
        order: 20,
        defaultOpen: true,
        component: () => import('./SequenceCollectionsPanel.tsx'),
      },
    ],
  },
});
