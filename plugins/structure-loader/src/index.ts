import { definePlugin } from '@bench/sdk';
import { settings } from './settings.ts';

export default definePlugin({
  id: 'structure-loader',
  title: 'Structure loader',
  description: 'Loads PDB and mmCIF files or structure codes, edits their residues and creates pose collections.',
  contributes: {
    settings,
    tabKinds: [
      {
        id: 'loader',
        icon: 'upload',
        title: () => 'Structure Loader',
        component: () => import('./StructureLoader.tsx'),
      },
    ],
    launchers: [{ id: 'load-data', label: 'Load data', icon: 'upload', tabKind: 'loader', order: 10 }],
  },
});
