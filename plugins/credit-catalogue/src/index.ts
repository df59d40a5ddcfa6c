import { definePlugin } from '@bench/sdk';

export default definePlugin({
  id: 'credit-catalogue',
  title: 'Credit catalogue',
  description: 'The credit catalogue screen, generated from the registered actions’ cost rules.',
  contributes: {
    consoleRoutes: [
      {
        id: 'catalog',
        path: 'catalog',
        title: 'Credit catalogue',
        nav: { label: 'Credit catalogue', order: 20 },
        component: () => import('./CreditCatalogue.tsx'),
      },
    ],
  },
});
