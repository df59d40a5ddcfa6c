import { definePlugin } from '@bench/sdk';
import { LABEL, loopRebuildModel } from './model.ts';

export default definePlugin({
  id: 'loop-rebuild',
  title: LABEL,
  description: 'Rebuild a loop chosen by a selector.',
  contributes: {
    actions: [{ ...loopRebuildModel, icon: 'cog', Form: () => import('./LoopRebuildForm.tsx') }],
  },
});
