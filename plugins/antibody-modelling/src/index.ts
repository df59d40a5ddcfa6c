import { definePlugin } from '@bench/sdk';
import { FEATURE, predictionCreator } from '@bench/family-structure-prediction';
import { ANTIBODY_HM, FULL_LENGTH_ANTIBODY_HM, actionModels, features } from './model.ts';
import { ANTIBODY_CREATOR_TAB, FULL_LENGTH_ANTIBODY_CREATOR_TAB } from './tabs.ts';

export default definePlugin({
  id: 'antibody-modelling',
  title: 'Antibody modelling',
  description:
    'Antibody structure predictions: the antibody creator (ABodyBuilder2, the variable domains) and the full-length antibody creator (both chains on one template structure: BLAST+, ProMod3).',
  contributes: {
    features,
    jobs: actionModels,
    launchers: [
      predictionCreator('antibody-creator', ANTIBODY_HM, ANTIBODY_CREATOR_TAB, 20),
      predictionCreator(
        'full-length-antibody-creator',
        FULL_LENGTH_ANTIBODY_HM,
        FULL_LENGTH_ANTIBODY_CREATOR_TAB,
        30,
        FEATURE.fullLengthAntibody,
      ),
    ],
    tabKinds: [
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
    ],
  },
});
