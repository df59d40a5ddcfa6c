import { typeSchemas, type ServerEntry } from '@bench/sdk/backend';

/** A server half adding a route under another plugin's type: the server must refuse to start (tests/api/plugin-server-host.test.ts). */
export const server: ServerEntry = {
  entities: [{ type: 'route_probes', schemas: typeSchemas({}) }],
  routes(routes) {
    routes.post('/api/ddg_results/:id/take', async () => ({ ok: true }));
  },
};
