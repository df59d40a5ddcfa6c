import { definePlugin } from '@bench/sdk';
import { EPITOPE_MESSAGES, LABEL, TAB_KIND, epitopeModel } from './model.ts';

export default definePlugin({
  id: 'epitope-prediction',
  title: LABEL,
  description:
    'T-cell epitope prediction: MHC class I binding along each structure, per allele, as a table, grid and graph.',
  contributes: {
    archivable: [
      { id: 'epitope_prediction_views', entity: 'epitope_prediction_views', label: 'Epitope view', order: 7 },
    ],
    jobs: [epitopeModel],
    tabKinds: [
      {
        id: TAB_KIND,
        icon: 'chart',
        title: (data) => String(data.name ?? LABEL),
        component: () => import('./view/EpitopeViewTab.tsx'),
      },
    ],
    metrics: [
      {
        id: 'epitope-prediction',
        label: LABEL,
        icon: 'chart',
        entity: 'epitope_prediction_views',
        tabKind: TAB_KIND,
        order: 30,
        availability: epitopeModel.availability,
        createBody: ({ poseIds }) => ({ name: 'Epitope prediction', pose_ids: poseIds, unit: 'rank' }),
        createForm: () => import('./view/EpitopeCreateForm.tsx'),
        errors: { create: EPITOPE_MESSAGES.create },
      },
    ],
    samples: [
      {
        id: 'epitope-graph',
        title: 'Epitope graph: 1,000 positions × every allele (generated load)',
        component: () => import('./view/EpitopeGraphSample.tsx'),
      },
    ],
  },
});
