import { definePlugin, type TabData } from '@bench/sdk';
import { features } from './model.ts';

export default definePlugin({
  id: 'small-molecules',
  title: 'Small molecules',
  description: 'SDF import (small-molecule loader), the Small molecules panel and the small molecule viewer.',
  contributes: {
    archivable: [{ id: 'free_ligands', entity: 'free_ligands', label: 'Small Molecule', order: 8 }],
    features,
    tabKinds: [
      {
        id: 'smallMoleculeLoader',
        icon: 'upload',
        title: () => 'Small Molecule Loader',
        component: () => import('./SmallMoleculeLoader.tsx'),
      },
      {
        id: 'smallMolecule',
        icon: 'molecule',
        title: (data: TabData['data']) => String(data.name ?? 'Small molecule'),
        component: () => import('./SmallMoleculeView.tsx'),
      },
    ],
    launchers: [
      {
        id: 'load-small-molecules',
        label: 'Load small molecules',
        icon: 'upload',
        tabKind: 'smallMoleculeLoader',
        order: 20,
        feature: 'ligand_import',
      },
    ],
    samples: [
      {
        id: 'smiles-viewer',
        title: 'SMILES viewer: 2D depictions',
        component: () => import('./samples/SmilesViewerSample.tsx'),
      },
    ],
    panels: [
      {
        id: 'small-molecules',
        title: 'Small molecules',
        side: 'left',
        order: 40,
        component: () => import('./SmallMoleculesPanel.tsx'),
      },
    ],
  },
});
