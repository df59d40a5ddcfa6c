import { definePlugin } from '@bench/sdk';
import { ANTIBODY_CREATOR_TAB, FEATURE, FULL_LENGTH_ANTIBODY_CREATOR_TAB } from '@bench/family-structure-prediction';
import { actionModels, features } from './model.ts';

export default definePlugin({
  id: 'antibody-modelling',
  title: 'Antibody modelling',
  description:
    'Antibody structure predictions: the antibody creator (ABodyBuilder2, the variable domains) and the full-length antibody creator (both chains on one template structure: BLAST+, ProMod3).',
  contributes: {
    features,
    jobs: actionModels,
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
