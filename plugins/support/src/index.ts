import { definePlugin } from '@bench/sdk';

export default definePlugin({
  id: 'support',
  title: 'Support',
  description: 'The support screen (currently disabled by the billing service).',
  contributes: {
    consoleRoutes: [
      {
        id: 'support',
        path: 'support',
        title: 'Support',
        nav: { label: 'Support', order: 90 },
        component: () => import('./SupportScreen.tsx'),
      },
    ],
  },
});
