import { definePlugin } from '@bench/sdk';
import { proteinMpnnModel, features } from './model.ts';

export default definePlugin({
  id: 'protein-mpnn',
  title: 'ProteinMPNN',
  description:
    'Designs sequences for one structure with ProteinMPNN (LigandMPNN where ligands are kept), returned as a sequence collection.',
  contributes: {
    features,
    actions: [{ ...proteinMpnnModel, icon: 'sequence', Form: () => import('./ProteinMpnnForm.tsx') }],
  },
});
