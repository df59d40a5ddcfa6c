import { definePlugin } from '@bench/sdk';
import { ENTITY, GROUP_ENTITY, PREDICTION_TAB, PREDICTIONS_PANEL } from '@bench/family-structure-prediction';

export default definePlugin({
  id: 'structure-prediction',
  title: 'Structure prediction',
  description:
    'Structure predictions, whichever plugin of the family made them: their items and groups, the panel list with its creators, and each prediction’s detail.',
  contributes: {
    archivable: [
      { id: ENTITY, entity: ENTITY, label: 'Structure prediction', order: 9 },
      { id: GROUP_ENTITY, entity: GROUP_ENTITY, label: 'Structure prediction group', order: 10 },
    ],
    panels: [
      {
        id: PREDICTIONS_PANEL,
        title: 'Structure predictions',
        side: 'right',
        order: 20,
        component: () => import('./ui/PredictionsPanel.tsx'),
      },
    ],
    tabKinds: [
      {
        id: PREDICTION_TAB,
        icon: 'chart',
        title: (data) => String(data.name ?? 'Structure prediction'),
        component: () => import('./ui/PredictionTab.tsx'),
      },
    ],
  },
});
