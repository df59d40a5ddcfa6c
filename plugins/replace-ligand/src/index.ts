import { definePlugin } from '@bench/sdk';
import { replaceLigandModel, features } from './model.ts';

export default definePlugin({
  id: 'replace-ligand',
  title: 'Replace Ligand',
  description:
    "Swaps a ligand of a complex for one of the session's small molecules, docked with AutoDock Vina (a simulated placement where Vina is not installed).",
  contributes: {
    features,
    actions: [{ ...replaceLigandModel, icon: 'molecule', Form: () => import('./ReplaceLigandForm.tsx') }],
  },
});
