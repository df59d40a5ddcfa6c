import { definePlugin } from '@bench/sdk';
import { LABEL, designModel } from './model.ts';

export default definePlugin({
  id: 'design',
  title: LABEL,
  description: 'Design sequences from the mutations table.',
  contributes: {
    actions: [{ ...designModel, icon: 'cog', Form: () => import('./DesignForm.tsx') }],
  },
});
