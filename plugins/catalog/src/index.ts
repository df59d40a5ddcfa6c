import { Api, Credits, definePlugin } from '@bench/sdk';

export default definePlugin({
  id: 'catalog',
  title: 'Credit catalogue',
  description: 'The credit catalogue screen, generated from the registered actions’ cost rules.',
  requires: [Api, Credits],
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
