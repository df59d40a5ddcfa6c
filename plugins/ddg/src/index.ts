import { definePlugin } from '@bench/sdk';
import { LABEL, ddgModel } from './model.ts';
import { settings } from './settings.ts';

export default definePlugin({
  id: 'ddg',
  title: LABEL,
  description: 'DDG scans: the stability change of chosen point mutations of one structure, as a heat map.',
  contributes: {
    archivable: [{ id: 'ddg_results', entity: 'ddg_results', label: 'DDG', order: 4 }],
    jobs: [ddgModel],
    settings,
    tabKinds: [
      {
        id: 'ddg',
        icon: 'chart',
        title: (data) => String(data.name ?? 'DDG'),
        component: () => import('./DdgTab.tsx'),
      },
    ],
    metrics: [
      {
        id: 'ddg',
        label: LABEL,
        icon: 'chart',
        entity: 'ddg_results',
        tabKind: 'ddg',
        order: 10,
        availability: ddgModel.availability,
        createBody: ({ poseIds }) => ({ pose_id: poseIds[0], selector: 'all', results: {} }),
        errors: { create: 'There was an error creating the DDG result.' },
      },
    ],
  },
});
