import { definePlugin, load3Dmol } from '@bench/sdk';

export default definePlugin({
  id: 'structure-viewer',
  title: 'Structure Viewer',
  description:
    'The 3D structure viewer of collection tabs (3Dmol), with its sequence viewer; developer samples of both.',
  contributes: {
    viewers: [
      {
        id: 'structure',
        label: 'Structure Viewer',
        shows: ['poses'],
        order: 10,
        component: () => import('./StructureViewerView.tsx'),
        preload: load3Dmol,
      },
    ],
    samples: [
      {
        id: 'pv-structure-viewer',
        title: 'Structure viewer: 4HHB',
        component: () =>
          import('./samples/StructureViewerSample.tsx').then((m) => ({ default: m.PvStructureViewerSample })),
      },
      {
        id: 'cad-structure-viewer',
        title: 'Structure viewer: two structures to superpose',
        component: () =>
          import('./samples/StructureViewerSample.tsx').then((m) => ({ default: m.CadStructureViewerSample })),
      },
      {
        id: 'sequence-viewer',
        title: 'Sequence viewer',
        component: () => import('./samples/SequenceSamples.tsx').then((m) => ({ default: m.SequenceViewerSample })),
      },
      {
        id: 'single-sequence-viewer',
        title: 'Single sequence viewer',
        component: () =>
          import('./samples/SequenceSamples.tsx').then((m) => ({ default: m.SingleSequenceViewerSample })),
      },
    ],
  },
});
