import { definePlugin } from '@bench/sdk';

export default definePlugin({
  id: 'selectors',
  title: 'Selectors',
  description:
    'Residue selectors: the Selectors panel (create, apply, edit, rename, archive, delete) and the selector tab.',
  contributes: {
    archivable: [{ id: 'selectors', entity: 'selectors', label: 'Selector', order: 5 }],
    tabKinds: [
      {
        id: 'selector',
        icon: 'pencil',
        title: (data) => String(data.name ?? 'Selector'),
        component: () => import('./SelectorTab.tsx'),
      },
    ],
    panels: [
      { id: 'selectors', title: 'Selectors', side: 'left', order: 30, component: () => import('./SelectorsPanel.tsx') },
    ],
  },
});
