import { definePlugin } from '@bench/sdk';
import { LABEL, prepareModel } from './model.ts';

export default definePlugin({
  id: 'prepare',
  title: LABEL,
  description: 'Prepare structures for the other jobs.',
  contributes: {
    actions: [{ ...prepareModel, icon: 'cog', Form: () => import('./PrepareForm.tsx') }],
  },
});
