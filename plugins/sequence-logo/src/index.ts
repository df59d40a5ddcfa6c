import { definePlugin } from '@bench/sdk';

export default definePlugin({
  id: 'sequence-logo',
  title: 'Sequence Logo',
  description:
    'Information-content logos of a collection’s sequences, by bits or percentage, over all or a selector’s positions.',
  contributes: {
    viewers: [
      {
        id: 'logo',
        label: 'Sequence Logo',
        shows: ['poses', 'sequences'],
        order: 30,
        component: () => import('./SequenceLogoView.tsx'),
      },
    ],
  },
});
