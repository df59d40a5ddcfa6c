import { definePlugin } from '@bench/sdk';
import { LABEL, relaxModel } from './model.ts';

export default definePlugin({
  id: 'relax',
  title: LABEL,
  description: 'Relax structures.',
  contributes: {
    actions: [{ ...relaxModel, icon: 'cog', Form: () => import('./RelaxForm.tsx') }],
  },
});
