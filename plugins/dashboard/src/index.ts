import { definePlugin } from '@bench/sdk';

export default definePlugin({
  id: 'dashboard',
  title: 'Dashboard',
  description: "The user's account: balance, subscription, billing portal and transactions.",
  contributes: {
    consoleRoutes: [
      {
        id: 'dashboard',
        path: 'dashboard',
        title: 'Dashboard',
        nav: { label: 'Dashboard', order: 10 },
        component: () => import('./Dashboard.tsx'),
      },
    ],
  },
});
