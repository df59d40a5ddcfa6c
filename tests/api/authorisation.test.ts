import { ENTITY_TYPES, isSessionScoped, type EntityType } from '@bench/sdk/model';
import { fixture } from './helpers/jobs.ts';
import { describe, expect, it } from 'vitest';
import type { TestDatabase } from './helpers/database.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

let database: TestDatabase;
let server: TestServer;
let alice: string;
let bob: string;

useUsersServer((started) => ({ database, server, alice, bob } = started), {}, { reset: false });

interface AliceData {
  session: string;
  items: Partial<Record<EntityType, string>>;
}

/** Every stored type this server serves: the platform's and those its plugins' server halves declare. */
const entityTypes = (): EntityType[] => [
  ...Object.keys(ENTITY_TYPES),
  ...server.server.ctx.plugins.servers.flatMap(({ entry }) => (entry.entities ?? []).map((entity) => entity.type)),
];

/** Alice's project with one item of every session-scoped type, a notification and a hidden promotion. */
async function seedAlice(): Promise<AliceData> {
  const call = async (method: string, path: string, body?: unknown) => {
    const reply = await server.call(method, path, { token: alice, body });
    if (reply.status >= 300) throw new Error(`${method} ${path}: ${reply.status} ${reply.text}`);
    return reply.body;
  };
  const session = (await call('POST', '/api/sessions', { name: 'Alice secret project' }))._id;
  const items: AliceData['items'] = { sessions: session };
  for (const type of entityTypes()) {
    // job items are made for a structure of the session (the server fills in the rest)
    const forPose: Partial<Record<EntityType, unknown>> = {
      ddg_results: { pose_id: items.poses },
      thermo_mpnns: { inputs: { pose_id: items.poses } },
      epitope_predictions: { inputs: { pose_id: items.poses } },
      epitope_prediction_views: { pose_ids: [items.poses] },
      structure_predictions: {
        name: 'Crambin',
        type: 'single-chain-hm',
        input: { sequence: 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN' },
      },
      structure_prediction_groups: { name: 'Single-Chain HM 1', type: 'single-chain-hm' },
    };
    const body = forPose[type] ?? {};
    if (isSessionScoped(type)) items[type] = (await call('POST', `/api/sessions/${session}/${type}`, body))._id;
  }
  await call('PUT', `/api/sessions/${session}/poses/${items.poses}`, { pose_collection_id: items.pose_collections });
  items.notifications = (await call('POST', '/api/notifications', { title: 'Alice only' }))._id;
  items.promotions = (await call('POST', '/api/promotions', { content: 'Unpublished news', is_visible: false }))._id;
  await call('GET', '/api/billing_accounts/organization');
  // the view's prediction runs as a job (it fails: the seeded pose has no structure): wait for it to end, so nothing
  // of Alice's changes during Bob's walk
  await expect
    .poll(
      async () =>
        (await call('GET', `/api/sessions/${session}/epitope_predictions`))
          .map((p: { status: string }) => p.status)
          .join(),
      { timeout: 15_000 },
    )
    .not.toMatch(/QUEUEING|RUNNING/);
  return { session, items };
}

const aliceState = () =>
  Promise.all([
    database.db.query("SELECT _id, version, body FROM items WHERE created_user_id = 'local|alice' ORDER BY _id"),
    database.db.query("SELECT id, balance::float8 AS balance FROM organisations WHERE id = '42'"),
    database.db.query("SELECT count(*)::int AS n FROM ledger WHERE organisation_id = '42'"),
  ]);

/** The type a route serves, from its path: /api/sessions/:sid/{type}/… or /api/{type}/… */
function typeOf(url: string): EntityType | null {
  const parts = url.split('/').filter(Boolean);
  const candidate = parts[1] === 'sessions' && parts[2] === ':sid' && parts[3] ? parts[3] : parts[1];
  return entityTypes().includes(candidate) ? candidate : null;
}

/** A request for `route` aimed at Alice's data; throws when the test does not know the route's shape. */
function requestFor(method: string, url: string, alice: AliceData): { path: string; body?: unknown } {
  const type = typeOf(url);
  const last = url.split('/').pop()!;
  const path = url.replace(/:(\w+)/g, (_match, name: string) => {
    if (name === 'sid') return alice.session;
    if (name === 'id' && type && alice.items[type]) return alice.items[type]!;
    if (name === 'pose_id') return alice.items.poses!;
    if (name === 'name' && url.startsWith('/api/samples/')) return '1crn.pdb';
    if (name === 'id' && url.startsWith('/api/users/')) return encodeURIComponent('local|alice');
    if (name === 'collectionId' && type === 'poses') return alice.items.pose_collections!;
    if (name === 'collectionId' && type === 'sequences') return alice.items.sequence_collections!;
    if (name === 'gid') return alice.items.structure_prediction_groups!;
    if (name === 'mid') return alice.items.structure_predictions!;
    throw new Error(`route not covered by the authorisation walk: ${method} ${url} (parameter :${name})`);
  });
  const theirs = type ? [alice.items[type]!] : [];
  if (last === 'getMany' || last === 'softDelete' || last === 'restore') return { path, body: { ids: theirs } };
  if (last === 'query') return { path, body: { query: {} } };
  if (last === 'exportPDBs' || last === 'export-fasta') return { path, body: { ids: [alice.items.poses] } };
  if (last === 'many') return { path, body: { ids: theirs, update: { is_selected: true } } };
  if (url.includes('/updateInCollection/')) return { path, body: { update: { is_selected: true } } };
  if (last === 'prepareLigands') return { path, body: { fileNames: ['a.sdf'], files: [''] } };
  if (last === 'analyzePdbs')
    return { path, body: { labels: ['output'], data: [fixture('pdb/1crn.pdb')], fileNames: ['1crn.pdb'] } };
  if (last === 'getLigand')
    return {
      path,
      body: {
        pdbstring: fixture('pdb/2fvd.pdb')
          .split('\n')
          .filter((l) => l.startsWith('HETATM') && l.includes('LIA'))
          .join('\n'),
      },
    };
  if (last === 'assembleStructure')
    return {
      path,
      body: { inputType: 'pdbFile', name: 'x', pdbFileData: fixture('pdb/1crn.pdb'), selectedResidues: [] },
    };
  if (last === 'importFasta') return { path, body: { name: 'x', fasta: '>a\nAC\n' } };
  if (last === 'importCollection')
    return { path, body: { pose_collection_id: alice.items.pose_collections, source_session_id: alice.session } };
  if (last === 'importResults') return { path, body: { files: [{ name: 'output.json', data: '{"poses":[]}' }] } };
  if (last === 'run' || last === 'cancel' || last === 'submit') return { path };
  if (url.endsWith('/:gid/structure_predictions'))
    return { path, body: { type: 'single-chain-hm', name: 'x', input: { sequence: 'TTCCPSIVARSNFNVCRLPG' } } };
  if (url === '/api/depictions') return { path, body: { smiles: 'CCO', width: 100, height: 100 } };
  if (url === '/api/live/events')
    return { path, body: { event: 'displaybox', data: { session: alice.session, box: 'x', value: 1 } } };
  if (url === '/api/users/:id/password')
    return { path, body: { current_password: 'alice-pass', new_password: 'taken-over-by-bob' } };
  if (url === '/api/live/auth')
    return { path, body: { socket_id: '1.2', channel_name: `private-session-${alice.session}` } };
  if (method === 'POST' && type && url.endsWith(`/${type}`)) {
    return {
      path,
      body: type === 'promotions' ? { content: 'x' } : type === 'notifications' ? { title: 'x' } : { name: 'x' },
    };
  }
  if (method === 'PUT' && last === ':id') return { path, body: type === 'notifications' ? { did_notify: true } : {} };
  if (
    ['GET', 'DELETE'].includes(method) ||
    ['archive', 'dearchive', 'clone', 'reset'].includes(last) ||
    !url.includes(':')
  )
    return { path };
  throw new Error(`route not covered by the authorisation walk: ${method} ${url}`);
}

describe('authorisation over the whole route table', () => {
  it('user B can neither read nor change anything of user A through any route', async () => {
    const data = await seedAlice();
    const secrets = Object.values(data.items) as string[];
    const before = await aliceState();
    const routes = server.server.routes.filter((route) => !route.public);
    expect(routes.length).toBeGreaterThan(150);

    const exercised: string[] = [];
    const failures: string[] = [];
    for (const route of routes) {
      const { path, body } = requestFor(route.method, route.url, data);
      const reply = await server.call(route.method, path, { token: bob, body });
      exercised.push(`${route.method} ${route.url}`);
      const leaked = secrets.filter((id) => reply.text.includes(id));
      const ok = reply.status === 403 || reply.status === 404 || (reply.status < 300 && leaked.length === 0);
      if (!ok) failures.push(`${route.method} ${route.url} → ${reply.status} ${reply.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(exercised).toHaveLength(routes.length);
    expect(await aliceState()).toEqual(before);

    // and Alice still reaches all of it
    for (const type of entityTypes()) {
      const path =
        type === 'sessions' || !isSessionScoped(type)
          ? `/api/${type}/${data.items[type]}`
          : `/api/sessions/${data.session}/${type}/${data.items[type]}`;
      expect((await server.call('GET', path, { token: alice })).status, path).toBe(200);
    }
  });
});
