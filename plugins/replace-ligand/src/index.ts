import { definePlugin } from '@bench/sdk';
import { replaceLigandModel } from './model.ts';

export default definePlugin({
  id: 'replace-ligand',
  title: 'Replace Ligand',
  description: "Swaps a ligand of a complex for one of the session's small molecules (simulated placement).",
  contributes: {
    actions: [{ ...replaceLigandModel, icon: 'molecule', Form: () => import('./ReplaceLigandForm.tsx') }],
  },
});
