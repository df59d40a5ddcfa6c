import type { ServerEntry } from '@bench/sdk/backend';

/** A server half claiming another plugin's item type as a route name: the server must refuse to start (tests/api/plugin-server-host.test.ts). */
export const server: ServerEntry = {
  routeNames: ['ddg_results'],
  routes(routes) {
    routes.post('/api/ddg_results/:id/take', async () => ({ ok: true }));
  },
};
