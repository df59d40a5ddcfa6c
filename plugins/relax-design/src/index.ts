import { definePlugin } from '@bench/sdk';
import { settings } from './settings.ts';
import { LABEL, relaxDesignModel } from './model.ts';

export default definePlugin({
  id: 'relax-design',
  title: LABEL,
  description: 'Design, then relax.',
  contributes: {
    settings,
    actions: [{ ...relaxDesignModel, icon: 'cog', Form: () => import('./RelaxDesignForm.tsx') }],
  },
});
