import { definePlugin } from '@bench/sdk';
import { LABEL, repackModel } from './model.ts';

export default definePlugin({
  id: 'repack',
  title: LABEL,
  description: 'Repack side chains.',
  contributes: {
    actions: [{ ...repackModel, icon: 'cog', Form: () => import('./RepackForm.tsx') }],
  },
});
