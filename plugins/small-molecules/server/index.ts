import type { ServerEntry } from '@bench/sdk/backend';
import { features } from '../src/model.ts';
import { LIGAND_ROUTES, registerLigandRoutes } from './routes.ts';

/**
 * The server half: the Beta feature the plugin's screens are gated by, and small-molecule import,
 * drawings and 3D views, which create and read the platform's free ligands.
 */
export const server: ServerEntry = {
  features,
  writes: ['free_ligands'],
  routeNames: LIGAND_ROUTES,
  routes: registerLigandRoutes,
};
