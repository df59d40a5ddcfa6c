import { definePlugin } from '@bench/sdk';
import { GROUP_TAB, SINGLE_CHAIN_HM, predictionCreator } from '@bench/family-structure-prediction';
import { actionModels, features } from './model.ts';
import { SINGLE_CHAIN_CREATOR_TAB } from './tabs.ts';

export default definePlugin({
  id: 'homology-modelling',
  title: 'Homology modelling',
  description:
    'Single-chain homology modelling: the Single-Chain HM creator and group screen (targets, templates, run), with its engine (BLAST+ template search, ProMod3 models).',
  contributes: {
    features,
    jobs: actionModels,
    launchers: [predictionCreator('single-chain-creator', SINGLE_CHAIN_HM, SINGLE_CHAIN_CREATOR_TAB, 10)],
    samples: [
      {
        id: 'single-chain-hm-group',
        title: 'Single-Chain HM group: targets, templates, run',
        component: () => import('./samples/HmGroupSample.tsx'),
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
        id: GROUP_TAB,
        icon: 'chart',
        title: (data) => String(data.name ?? 'Single-Chain HM group'),
        component: () => import('./ui/GroupTab.tsx'),
      },
    ],
  },
});
