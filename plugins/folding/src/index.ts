import { definePlugin } from '@bench/sdk';
import { FEATURE, predictionCreator } from '@bench/family-structure-prediction';
import { AI_FOLDING, actionModels, features } from './model.ts';
import { AI_FOLDING_CREATOR_TAB } from './tabs.ts';
import { settings } from './settings.ts';

export default definePlugin({
  id: 'folding',
  title: 'AI folding',
  description:
    'AI folding: the AI folding creator (AlphaFold2 through ColabFold, OpenFold, ESMFold) and the fold launch of selected sequences, with the command lines of the installed programs.',
  contributes: {
    features,
    jobs: actionModels,
    launchers: [predictionCreator('ai-folding-creator', AI_FOLDING, AI_FOLDING_CREATOR_TAB, 40, FEATURE.aiFolding)],
    sequenceActions: [{ id: 'ai-folding', order: 10, component: () => import('./ui/FoldLaunch.tsx') }],
    tabKinds: [
      {
        id: AI_FOLDING_CREATOR_TAB,
        icon: 'plus',
        title: () => 'AI Folding',
        component: () => import('./ui/AiFoldingCreatorTab.tsx'),
      },
    ],
    settings,
  },
});
