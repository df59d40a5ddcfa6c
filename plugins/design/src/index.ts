import { definePlugin } from '@bench/sdk';
import { settings } from './settings.ts';
import { LABEL, designModel } from './model.ts';

export default definePlugin({
  id: 'design',
  title: LABEL,
  description: 'Design sequences from the mutations table.',
  contributes: {
    settings,
    actions: [{ ...designModel, icon: 'cog', Form: () => import('./DesignForm.tsx') }],
  },
});
