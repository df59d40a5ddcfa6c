import { definePlugin } from '@bench/sdk';

export default definePlugin({
  id: 'metrics',
  title: 'Metrics',
  description:
    'The Metrics panel: the session’s DDG results, ThermoMPNN items and epitope views (any plugin’s `metrics`), with their create buttons.',
  contributes: {
    panels: [
      { id: 'metrics', title: 'Metrics', side: 'right', order: 15, component: () => import('./MetricsPanel.tsx') },
    ],
  },
});
