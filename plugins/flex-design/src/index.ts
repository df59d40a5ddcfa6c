import { definePlugin } from '@bench/sdk';
import { settings } from './settings.ts';
import { LABEL, flexDesignModel } from './model.ts';

export default definePlugin({
  id: 'flex-design',
  title: LABEL,
  description: 'Design with backbone flexibility (coupled moves).',
  contributes: {
    settings,
    actions: [{ ...flexDesignModel, icon: 'cog', Form: () => import('./FlexDesignForm.tsx') }],
  },
});
