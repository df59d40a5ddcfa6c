import { definePlugin } from '@bench/sdk';

export default definePlugin({
  id: 'actions',
  title: 'Actions',
  description:
    'The action workspace: launch actions on the selected structures, edit their inputs, run them and follow their jobs.',
  contributes: {
    archivable: [{ id: 'actions', entity: 'actions', label: 'Action', order: 1 }],
    panels: [
      { id: 'actions', title: 'Actions', side: 'right', order: 10, component: () => import('./ActionsPanel.tsx') },
    ],
    tabKinds: [
      {
        id: 'action',
        icon: 'cog',
        title: (data) => `${String(data.name ?? 'Action')} ${String(data.task_id ?? '')}`.trim(),
        component: () => import('./ActionTab.tsx'),
      },
    ],
  },
});
