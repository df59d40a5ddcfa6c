import { definePlugin } from '@bench/sdk';
import { binderDesignModel, features } from './model.ts';

export default definePlugin({
  id: 'binder-design',
  title: 'Binder Design',
  description:
    'Designs binders against an interface of one structure (simulated helices), results of type rf-diffusion.',
  contributes: {
    features,
    actions: [{ ...binderDesignModel, icon: 'plus', Form: () => import('./BinderDesignForm.tsx') }],
  },
});
