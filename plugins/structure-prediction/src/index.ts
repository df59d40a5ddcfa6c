import { definePlugin } from '@bench/sdk';
import { FEATURE, features } from './features.ts';
import { ENTITY, GROUP_ENTITY } from './entities.ts';
import { actionModels } from './model.ts';
import { settings } from './settings.ts';
import {
  AI_FOLDING_CREATOR_TAB,
  ANTIBODY_CREATOR_TAB,
  FULL_LENGTH_ANTIBODY_CREATOR_TAB,
  GROUP_TAB,
  PREDICTION_TAB,
  SINGLE_CHAIN_CREATOR_TAB,
} from './ui/tabs.ts';

export default definePlugin({
  id: 'structure-prediction',
  title: 'Structure prediction',
  description:
    'Structure predictions: the panel list, the Single-Chain HM creator and group screen (BLAST+ template search, ProMod3 models), the AI folding creator (AlphaFold2 through ColabFold, OpenFold, ESMFold), the antibody creator (ABodyBuilder2), the full-length antibody creator (both chains on one template structure: BLAST+, ProMod3) and each prediction’s detail.',
  contributes: {
    archivable: [
      { id: ENTITY, entity: ENTITY, label: 'Structure prediction', order: 9 },
      { id: GROUP_ENTITY, entity: GROUP_ENTITY, label: 'Structure prediction group', order: 10 },
    ],
    features,
    jobs: actionModels,
    sequenceActions: [{ id: 'ai-folding', order: 10, component: () => import('./ui/FoldLaunch.tsx') }],
    samples: [
      {
        id: 'single-chain-hm-group',
        title: 'Single-Chain HM group: targets, templates, run',
        component: () => import('./samples/HmGroupSample.tsx'),
      },
    ],
    panels: [
      {
        id: 'structure-predictions',
        title: 'Structure predictions',
        side: 'right',
        order: 20,
        component: () => import('./ui/PredictionsPanel.tsx'),
      },
    ],
    tabKinds: [
      {
        id: SINGLE_CHAIN_CREATOR_TAB,
        icon: 'plus',
        title: () => 'Single-Chain HM',
        component: () => import('./ui/SingleChainCreatorTab.tsx'),
      },
      {
        id: AI_FOLDING_CREATOR_TAB,
        icon: 'plus',
        title: () => 'AI Folding',
        component: () => import('./ui/AiFoldingCreatorTab.tsx'),
      },
      {
        id: ANTIBODY_CREATOR_TAB,
        icon: 'plus',
        title: () => 'Antibody HM',
        component: () => import('./ui/AntibodyCreatorTab.tsx'),
      },
      {
        id: FULL_LENGTH_ANTIBODY_CREATOR_TAB,
        icon: 'plus',
        title: () => 'Full-Length Antibody HM',
        feature: FEATURE.fullLengthAntibody,
        component: () =>
          import('./ui/AntibodyCreatorTab.tsx').then((m) => ({ default: m.FullLengthAntibodyCreatorTab })),
      },
      {
        id: GROUP_TAB,
        icon: 'chart',
        title: (data) => String(data.name ?? 'Single-Chain HM group'),
        component: () => import('./ui/GroupTab.tsx'),
      },
      {
        id: PREDICTION_TAB,
        icon: 'chart',
        title: (data) => String(data.name ?? 'Structure prediction'),
        component: () => import('./ui/PredictionTab.tsx'),
      },
    ],
    settings,
  },
});
