import type { ServerEntry } from '@bench/sdk/backend';
import { LOADER_ROUTES, registerLoaderRoutes } from './routes.ts';

/** The structure loader's server half: its data loader calls, on no item type of its own. */
export const server: ServerEntry = {
  routeNames: LOADER_ROUTES,
  routes: registerLoaderRoutes,
};
