import { definePlugin } from '@bench/sdk';
import { FEATURE, PREDICTIONS_PANEL } from '@bench/family-structure-prediction';
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
      {
        id: 'antibody-creator',
        label: ANTIBODY_HM.label,
        icon: 'plus',
        tabKind: ANTIBODY_CREATOR_TAB,
        panel: PREDICTIONS_PANEL,
        task: ANTIBODY_HM.task,
        order: 20,
      },
      {
        id: 'full-length-antibody-creator',
        label: FULL_LENGTH_ANTIBODY_HM.label,
        icon: 'plus',
        tabKind: FULL_LENGTH_ANTIBODY_CREATOR_TAB,
        panel: PREDICTIONS_PANEL,
        task: FULL_LENGTH_ANTIBODY_HM.task,
        feature: FEATURE.fullLengthAntibody,
        order: 30,
      },
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
