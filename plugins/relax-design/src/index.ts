import { definePlugin } from '@bench/sdk';
import { LABEL, relaxDesignModel } from './model.ts';

export default definePlugin({
  id: 'relax-design',
  title: LABEL,
  description: 'Design, then relax.',
  contributes: {
    actions: [{ ...relaxDesignModel, icon: 'cog', Form: () => import('./RelaxDesignForm.tsx') }],
  },
});
