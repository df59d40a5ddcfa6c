import { definePlugin, Live, Notify, Stores } from '@bench/sdk';
import { ppdModel } from './model.ts';

export default definePlugin({
  id: 'ppd',
  title: 'Protein-protein docking',
  description: 'Docks one structure against another (simulated rigid-body placements). Beta, for users with canSeePPD.',
  requires: [Stores, Live, Notify],
  contributes: {
    actions: [{ ...ppdModel, icon: 'copy', Form: () => import('./PpdForm.tsx') }],
  },
});
