import { describe, expect, it } from 'vitest';
import { buildServer, loadConfig } from '../../server/src/index.ts';
import type { TestDatabase } from './helpers/database.ts';
import { fixture, sessionWithPose, TEST_CATALOG } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// A plugin's server half is lent a host bound to its own item types and the platform types it
// writes (@bench/sdk/backend): its routes sit under them (or under the route names it claims) and
// its store reads and writes only them.
const catalog = (name: string) => TEST_CATALOG.replace('catalog.json', `${name}-catalog.json`);

/** A server with `name`'s catalog does not start, with `message`. */
const refusesToStart = (name: string, message: string) =>
  expect(
    buildServer(loadConfig({ BENCH_DATA_DIR: 'memory://', BENCH_LOG: '0', BENCH_CATALOG: catalog(name) }), {
      db: database.db,
    }),
  ).rejects.toThrow(message);

let server: TestServer;
let database: TestDatabase;
let alice: string;
let bob: string;
useUsersServer((started) => ({ server, database, alice, bob } = started), { BENCH_CATALOG: catalog('host-probe') });

describe('a plugin’s server half', () => {
  it('cannot add a route under another plugin’s item type: the server refuses to start, naming the plugin and the route', async () => {
    await refusesToStart(
      'foreign-route',
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

  it('cannot claim another plugin’s item type as a route name: the server refuses to start, naming both plugins', async () => {
    await refusesToStart(
      'taken-route-name',
      "plugin 'taken-route-name': route name 'ddg_results' is already a type or route name of plugin 'ddg'",
    );
  });

  it('may write only platform types besides its own: writing another plugin’s type refuses to start', async () => {
    await refusesToStart(
      'foreign-writes',
      "plugin 'foreign-writes': it writes 'ddg_results', which is not a platform type",
    );
  });
});

describe('the host lends a server half', () => {
  const probe = (sid: string, path: string) => `/api/sessions/${sid}/hostProbes/${path}`;

  it('the values of its own settings, and no other plugin’s', async () => {
    const { sid } = await sessionWithPose(server, alice);
    const reply = await server.call('GET', probe(sid, 'settings'), { token: alice });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({ hostProbeLabel: 'probe' });
  });

  it('a pose’s structure text in the caller’s session only: 404 for another’s, a missing pose and a lost text', async () => {
    const { sid, pose, pdb } = await sessionWithPose(server, alice);
    const read = await server.call('GET', probe(sid, `poses/${pose._id}`), { token: alice });
    expect(read.status, read.text).toBe(200);
    expect(read.body).toEqual({ name: pose.name, pdb });
    expect((await server.call('GET', probe(sid, `poses/${pose._id}`), { token: bob })).status).toBe(404);
    const missing = await server.call('GET', probe(sid, 'poses/0123456789abcdef01234567'), { token: alice });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No such pose: 0123456789abcdef01234567');
    await database.db.query('DELETE FROM structures WHERE item_id = $1', [pose._id]);
    const lost = await server.call('GET', probe(sid, `poses/${pose._id}`), { token: alice });
    expect(lost.status).toBe(404);
    expect(lost.body.message).toMatch(/^The PDB data for pose 1crn was lost\./);
  });

  it('a raw pose collection holding its poses, in order, with their structures; none in another’s session', async () => {
    const sid = (await server.call('POST', '/api/sessions', { token: alice, body: { name: 'Raw' } })).body._id;
    const texts = [fixture('pdb/1crn.pdb'), fixture('pdb/1a0q.pdb')];
    const body = {
      name: 'Pair',
      poses: texts.map((pdb, i) => ({ fields: { name: `pose ${i + 1}`, sequence: 'A' }, pdb })),
    };
    expect((await server.call('POST', probe(sid, 'collections'), { token: bob, body })).status).toBe(404);
    expect((await server.call('GET', `/api/sessions/${sid}/pose_collections`, { token: alice })).body).toEqual([]);

    const made = await server.call('POST', probe(sid, 'collections'), { token: alice, body });
    expect(made.status, made.text).toBe(201);
    const { collection, poses } = made.body;
    expect(collection).toMatchObject({ name: 'Pair', type: null, is_raw: true, session_id: sid });
    expect(poses.map((p: Record<string, unknown>) => [p.name, p.index, p.pose_collection_id, p.is_visible])).toEqual([
      ['pose 1', 1, collection._id, true],
      ['pose 2', 2, collection._id, true],
    ]);
    for (const [i, pose] of poses.entries()) {
      const pdb = await server.call('GET', `/api/sessions/${sid}/poses/${pose._id}/pdb`, { token: alice });
      expect(pdb.body.pdb).toBe(texts[i]);
    }
    const listed = await server.call('GET', `/api/sessions/${sid}/pose_collections`, { token: alice });
    expect(listed.body.map((c: { _id: string }) => c._id)).toEqual([collection._id]);
  });
});
