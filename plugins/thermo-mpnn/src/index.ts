import { definePlugin } from '@bench/sdk';
import { LABEL, TAB_KIND, THERMO_MESSAGES, thermoMpnnModel, features } from './model.ts';
import { settings } from './settings.ts';

export default definePlugin({
  id: 'thermo-mpnn',
  title: LABEL,
  description:
    'ThermoMPNN: the predicted stability change of every point substitution of one structure, as a heat map.',
  contributes: {
    archivable: [{ id: 'thermo_mpnns', entity: 'thermo_mpnns', label: 'ThermoMPNN', order: 6 }],
    jobs: [thermoMpnnModel],
    features,
    settings,
    tabKinds: [
      {
        id: TAB_KIND,
        icon: 'chart',
        feature: 'thermo_mpnn',
        title: (data) => String(data.name ?? LABEL),
        component: () => import('./ThermoMpnnTab.tsx'),
      },
    ],
    metrics: [
      {
        id: 'thermo-mpnn',
        label: LABEL,
        icon: 'chart',
        entity: 'thermo_mpnns',
        tabKind: TAB_KIND,
        order: 20,
        feature: 'thermo_mpnn',
        availability: thermoMpnnModel.availability,
        createBody: ({ poseIds }) => ({ inputs: { pose_id: poseIds[0] } }),
        errors: { create: THERMO_MESSAGES.create, fetch: THERMO_MESSAGES.fetch, rename: THERMO_MESSAGES.rename },
      },
    ],
  },
});
