import { definePlugin } from '@bench/sdk';
import { LABEL, minimizeModel } from './model.ts';

export default definePlugin({
  id: 'minimize',
  title: LABEL,
  description: 'Minimise structures.',
  contributes: {
    actions: [{ ...minimizeModel, icon: 'cog', Form: () => import('./MinimizeForm.tsx') }],
  },
});
