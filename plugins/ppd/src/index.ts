import { definePlugin } from '@bench/sdk';
import { ppdModel, features } from './model.ts';

export default definePlugin({
  id: 'ppd',
  title: 'Protein-protein docking',
  description:
    "Docks one structure against another: MEGADOCK where the site configures it, else LightDock from the project's Python environment, else labelled simulated rigid-body placements. Beta, for users with canSeePPD.",
  contributes: {
    features,
    actions: [{ ...ppdModel, icon: 'copy', Form: () => import('./PpdForm.tsx') }],
    samples: [
      {
        id: 'ppd-tab',
        title: 'Protein-protein docking: the two partners',
        component: () => import('./samples/PpdTabSample.tsx'),
      },
    ],
  },
});
