import { definePlugin } from '@bench/sdk';
import { proteinMpnnModel, features } from './model.ts';

export default definePlugin({
  id: 'protein-mpnn',
  title: 'ProteinMPNN',
  description: 'Designs sequences for one structure (simulated sampler), returned as a sequence collection.',
  contributes: {
    features,
    actions: [{ ...proteinMpnnModel, icon: 'sequence', Form: () => import('./ProteinMpnnForm.tsx') }],
  },
});
