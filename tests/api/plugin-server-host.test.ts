import { describe, expect, it } from 'vitest';
import { buildServer, loadConfig } from '../../server/src/index.ts';
import type { TestDatabase } from './helpers/database.ts';
import { sessionWithPose, TEST_CATALOG } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// A plugin's server half is lent a host bound to its own item types (@bench/sdk/backend): its routes
// sit under them and its store reads and writes only them.
const catalog = (name: string) => TEST_CATALOG.replace('catalog.json', `${name}-catalog.json`);

let server: TestServer;
let database: TestDatabase;
let alice: string;
useUsersServer((started) => ({ server, database, alice } = started), { BENCH_CATALOG: catalog('foreign-store') });

describe('a plugin’s server half', () => {
  it('cannot add a route under another plugin’s item type: the server refuses to start, naming the plugin and the route', async () => {
    await expect(
      buildServer(
        loadConfig({ BENCH_DATA_DIR: 'memory://', BENCH_LOG: '0', BENCH_CATALOG: catalog('foreign-route') }),
        { db: database.db },
      ),
    ).rejects.toThrow(
      "plugin 'foreign-route': its route POST /api/ddg_results/:id/take is not under one of its own item types",
    );
  });

  it('writes its own items through its store, and is refused another plugin’s, which stay unchanged', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const probe = await server.call('POST', `/api/sessions/${sid}/store_probes`, {
      token: alice,
      body: { name: 'probe' },
    });
    expect(probe.status).toBe(201);
    const renamed = await server.call('PUT', `/api/store_probes/${probe.body._id}/rename`, { token: alice, body: {} });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('renamed by its plugin');

    const ddg = await server.call('POST', `/api/sessions/${sid}/ddg_results`, {
      token: alice,
      body: { pose_id: pose._id, results: {} },
    });
    const refused = await server.call('PUT', `/api/store_probes/${ddg.body._id}/rename`, {
      token: alice,
      body: { type: 'ddg_results' },
    });
    expect(refused.status).toBe(500);
    const kept = await server.call('GET', `/api/sessions/${sid}/ddg_results/${ddg.body._id}`, { token: alice });
    expect(kept.body.name).toBe(ddg.body.name);
  });
});
