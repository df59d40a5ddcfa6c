import type { ServerEntry } from '@bench/sdk/backend';
import { settings } from '../src/settings.ts';
import { LOADER_ROUTES, registerLoaderRoutes } from './routes.ts';

/** The structure loader's server half: its data loader calls, on no item type of its own. */
export const server: ServerEntry = {
  settings,
  routeNames: LOADER_ROUTES,
  routes: registerLoaderRoutes,
};
