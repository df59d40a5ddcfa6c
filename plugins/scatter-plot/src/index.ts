import { definePlugin } from '@bench/sdk';

export default definePlugin({
  id: 'scatter-plot',
  title: 'Scatter Plot',
  description: 'Two score columns of a collection against each other (uPlot), with box selection and view-from-graph.',
  contributes: {
    viewers: [
      {
        id: 'scatter',
        label: 'Scatter Plot',
        shows: ['scores'],
        order: 20,
        component: () => import('./ScatterPlotView.tsx'),
      },
    ],
    samples: [
      { id: 'scatter-plot', title: 'Scatter plot: residues of 4HHB', component: () => import('./ScatterSample.tsx') },
    ],
  },
});
