import { definePlugin } from '@bench/sdk';
import { PREDICTION_TAB, SINGLE_CHAIN_CREATOR_TAB } from './ui/tabs.ts';

export default definePlugin({
  id: 'structure-prediction',
  title: 'Structure prediction',
  description: 'Structure predictions: the panel list, the Single-Chain HM creator (BLAST+ template search, ProMod3 models) and each prediction’s detail.',
  contributes: {
    panels: [{ id: 'structure-predictions', title: 'Structure predictions', side: 'right', order: 20, component: () => import('./ui/PredictionsPanel.tsx') }],
    tabKinds: [
      { id: SINGLE_CHAIN_CREATOR_TAB, icon: 'plus', title: () => 'Single-Chain HM', component: () => import('./ui/SingleChainCreatorTab.tsx') },
      { id: PREDICTION_TAB, icon: 'chart', title: (data) => String(data.name ?? 'Structure prediction'), component: () => import('./ui/PredictionTab.tsx') },
    ],
  },
});
