import { definePlugin } from '@bench/sdk';

const list = () => import('./PromotionsList.tsx');
const form = () => import('./PromotionForm.tsx');

export default definePlugin({
  id: 'promotions',
  title: "What's new",
  description: 'Promotions: announcements for every user, written by promotion editors.',
  contributes: {
    consoleRoutes: [
      {
        id: 'list',
        path: 'whatsnew',
        title: "What's new",
        nav: { label: "What's new", order: 30 },
        component: list,
        navCount: () => import('./NewPromotionsCount.tsx'),
      },
      { id: 'create', path: 'whatsnew/create', title: 'Create promotion', component: form },
      { id: 'edit', path: 'whatsnew/:id/edit', title: 'Edit promotion', component: form },
    ],
  },
});
