import { z } from 'zod';
import { typeSchemas, type ServerEntry } from '@bench/sdk/backend';

/**
 * A server half whose own route renames an item (tests/api/plugin-server-host.test.ts): its own
 * type works, another plugin's type (`{ type: 'ddg_results' }` in the body) must be refused by the store.
 */
export const server: ServerEntry = {
  entities: [{ type: 'store_probes', schemas: typeSchemas({ name: z.string() }) }],
  routes(routes, host) {
    routes.put('/api/store_probes/:id/rename', async (request) => {
      const type = ((request.body ?? {}) as { type?: string }).type ?? 'store_probes';
      const items = host.items(request);
      await items.patch(type, request.params.id, { name: 'renamed by its plugin' });
      return items.load(type, request.params.id);
    });
  },
};
