import { definePlugin } from '@bench/sdk';
import { proteinMpnnModel } from './model.ts';

export default definePlugin({
  id: 'protein-mpnn',
  title: 'ProteinMPNN',
  description: 'Designs sequences for one structure (simulated sampler), returned as a sequence collection.',
  contributes: {
    actions: [{ ...proteinMpnnModel, icon: 'sequence', Form: () => import('./ProteinMpnnForm.tsx') }],
  },
});
