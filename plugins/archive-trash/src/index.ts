import { definePlugin } from '@bench/sdk';

export default definePlugin({
  id: 'archive-trash',
  title: 'Archive and trash',
  description: "The session's archived and deleted items: dearchive, restore, delete immediately.",
  contributes: {
    tabKinds: [
      { id: 'archive', icon: 'archive', title: () => 'Archive', component: () => import('./ArchiveTab.tsx') },
      { id: 'trash', icon: 'trash', title: () => 'Trash', component: () => import('./TrashTab.tsx') },
    ],
    panels: [
      { id: 'bin', title: 'Archive and trash', side: 'left', order: 100, component: () => import('./BinPanel.tsx') },
    ],
  },
});
