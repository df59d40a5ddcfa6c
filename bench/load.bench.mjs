// Load (issue 25 §2), loopback only, on the embedded database and on a throwaway PostgreSQL
// (scripts/pg-test-cluster.mjs, or DATABASE_URL when set). Two measurements, each on fresh server
// processes:
// - working people (open loop): 100 users, each with a live socket subscribed to the session channel,
//   arriving over the first 5 s, then each sending one workspace request every 2–5 s (uniformly
//   drawn) whether or not the last has answered, in the mix an open workspace makes: a page of the collection (500 poses, the table's
//   fields), getMany of 10 poses, a session state update (which every other user receives as a live
//   event) and a live-channel signature. Prints p50 / p95 / p99, errors and the server's peak memory
//   against the targets (p95 ≤ 150 ms, p99 ≤ 500 ms, 0 errors, ≤ 400 MB).
// - saturation (closed loop, no think time): the same users and mix as fast as answers come, giving
//   the throughput of one server process, and on PostgreSQL of two sharing the database (the
//   embedded database belongs to one process).
// - a deep page while they work: page 199 of the 100,000-pose collection every 250 ms, with the split
//   of its time from the server's Server-Timing (database with its wait, handler, serialisation,
//   waiting for the server's event loop + transfer), against 30 ms (median).
// Run: npx tsx bench/load.bench.mjs   (LOAD_SECONDS=10 SATURATION_SECONDS=5 for a quick look;
// LOAD_POSES=10000 for a smaller collection)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { openDb } from '../server/src/index.ts';
import { startServerProcess } from '../tests/api/helpers/processes.ts';
import { postgres } from './lib/postgres.ts';
import { seedCollection } from './lib/seed.ts';
import { reportFigure } from './lib/summary.ts';
import { median, percentile } from './lib/stats.mjs';

const USERS = 100;
const OPEN_SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const SATURATION_SECONDS = Number(process.env.SATURATION_SECONDS ?? 10);
const THINK_MS = { min: 2000, max: 5000 };
const POSES = Number(process.env.LOAD_POSES ?? 100_000);
// page 199 of 100,000 poses (the last page of a smaller collection)
const DEEP_PAGE = Math.min(199, Math.ceil(POSES / 500) - 1);
const PROBE_EVERY_MS = 250;
const PER_PAGE = 500;
const TABLE_FIELDS = ['name', 'index', 'score', 'rms', 'is_selected', 'is_visible', 'pose_collection_id'];
const TARGETS = { p95: 150, p99: 500, memoryMB: 400, deepPageMs: 30 };

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (ms) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** The process's peak resident memory in MB (10⁶ bytes, as the budget counts; /proc gives KiB). */
function peakMemoryMB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return (Number(/VmHWM:\s+(\d+)/.exec(status)[1]) * 1024) / 1e6;
}

/** A user's socket, connected (its 'live subscribe' request joins the session channel); counts the live events it gets. */
async function liveSocket(server) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/bench?protocol=7&client=js&version=8.6.0`);
  ws.on('error', () => undefined);
  const socket = { ws, id: null, events: 0 };
  await new Promise((resolve) =>
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      if (frame.event === 'pusher:connection_established') {
        socket.id = JSON.parse(frame.data).socket_id;
        resolve();
      } else if (!frame.event.startsWith('pusher')) socket.events++;
    }),
  );
  return socket;
}

/** The requests of an open workspace, by kind. */
function workspaceRequests(server, { sessionId, query, poseIds }, socket) {
  const channel = `private-session-${sessionId}`;
  return {
    'page of 500 poses': () =>
      server.call('POST', `/api/sessions/${sessionId}/poses/query`, {
        body: {
          query,
          sort: { index: 1 },
          page: Math.floor(Math.random() * (POSES / PER_PAGE)),
          per_page: PER_PAGE,
          fields: TABLE_FIELDS,
        },
      }),
    'getMany 10 poses': () =>
      server.call('POST', `/api/sessions/${sessionId}/poses/getMany`, {
        body: { ids: Array.from({ length: 10 }, () => pick(poseIds)) },
      }),
    'session update': () =>
      server.call('PUT', `/api/sessions/${sessionId}`, {
        body: { state: { split_view: { selected_pose_ids: [pick(poseIds)] } } },
      }),
    'live subscribe': async () => {
      const reply = await server.call('POST', '/api/live/auth', {
        body: { socket_id: socket.id, channel_name: channel },
      });
      if (reply.status === 200)
        socket.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: reply.body.auth } }));
      return reply;
    },
  };
}

async function timed(kind, send, samples) {
  const t0 = performance.now();
  let ok = false;
  try {
    ok = (await send()).status < 300;
  } catch {
    ok = false;
  }
  samples.push({ kind, ms: performance.now() - t0, ok });
}

/**
 * Open loop: the user opens the workspace at a random moment of the first 5 s (people do not all
 * arrive in the same millisecond), then sends a request every 2–5 s on its own clock, never
 * waiting for the one before.
 */
async function workingUser(server, seed, deadline, samples, sockets) {
  await sleep(Math.random() * THINK_MS.max);
  const socket = await liveSocket(server);
  sockets.push(socket);
  const requests = workspaceRequests(server, seed, socket);
  const kinds = Object.keys(requests);
  await timed('live subscribe', requests['live subscribe'], samples);
  const sent = [];
  let at = Date.now() + THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min);
  while (at < deadline) {
    await sleep(at - Date.now());
    const kind = pick(kinds);
    sent.push(timed(kind, requests[kind], samples));
    at += THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min);
  }
  await Promise.all(sent);
}

/** `Server-Timing` of an answer as numbers: { db, app, ser } in ms. */
function serverTiming(headers) {
  const timing = {};
  for (const part of (headers.get('server-timing') ?? '').split(', ')) {
    const match = /^(\w+);dur=([\d.]+)$/.exec(part);
    if (match) timing[match[1]] = Number(match[2]);
  }
  return timing;
}

/**
 * Page 199 (of 200) of the collection, asked every 250 ms while the users work: its time in the
 * client, and from the server's timing the split between database (its wait included), the rest of
 * the handler, serialisation, and the client's time less the server's: the transfer and the wait
 * before the server reads the request (its event loop busy with others).
 */
async function deepPageProbe(server, seed, deadline, probes) {
  await sleep(THINK_MS.max);
  while (Date.now() < deadline) {
    const t0 = performance.now();
    const reply = await server.call('POST', `/api/sessions/${seed.sessionId}/poses/query`, {
      body: { query: seed.query, sort: { index: 1 }, page: DEEP_PAGE, per_page: PER_PAGE, fields: TABLE_FIELDS },
    });
    const total = performance.now() - t0;
    const { db = 0, app = 0, ser = 0 } = serverTiming(reply.headers);
    probes.push({
      ok: reply.status === 200 && reply.body.models.length === PER_PAGE,
      total,
      db,
      handler: app - db,
      ser,
      transfer: total - app - ser,
    });
    await sleep(PROBE_EVERY_MS);
  }
}

/** Closed loop: the next request as soon as the last has answered. */
async function saturatingUser(server, seed, deadline, samples, sockets) {
  const socket = await liveSocket(server);
  sockets.push(socket);
  const requests = workspaceRequests(server, seed, socket);
  const kinds = Object.keys(requests);
  for (let i = Math.floor(Math.random() * kinds.length); Date.now() < deadline; i++) {
    const kind = kinds[i % kinds.length];
    await timed(kind, requests[kind], samples);
  }
}

function summary(samples, seconds) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    'per s': Math.round(samples.length / seconds),
    'p50 ms': percentile(sorted, 50).toFixed(1),
    'p95 ms': percentile(sorted, 95).toFixed(1),
    'p99 ms': percentile(sorted, 99).toFixed(1),
    'max ms': (sorted.at(-1) ?? 0).toFixed(0),
    errors: samples.filter((s) => !s.ok).length,
  };
}

/** A summary row per request kind, then one of all requests. */
function byKind(samples, seconds) {
  return [...new Set(samples.map((s) => s.kind)), 'all'].map((kind) => ({
    request: kind,
    ...summary(
      samples.filter((s) => kind === 'all' || s.kind === kind),
      seconds,
    ),
  }));
}

/** `processes` fresh servers on the seeded database, `USERS` users spread over them for `seconds`. */
async function phase({ dataDir, databaseUrl, seed, processes, seconds, user, probe = false }) {
  const servers = [];
  for (let i = 0; i < processes; i++) {
    servers.push(
      await startServerProcess({
        BENCH_DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        BENCH_SECRET: 'bench-load-shared-secret-0123456789',
        // the simulated users share one loopback address: lift the per-address socket limit above them
        BENCH_LIVE_MAX_CONNECTIONS_PER_ADDRESS: String(2 * USERS),
      }),
    );
  }
  const samples = [];
  const sockets = [];
  const deadline = Date.now() + seconds * 1000;
  const probes = [];
  await Promise.all([
    ...Array.from({ length: USERS }, (_, i) => user(servers[i % processes], seed, deadline, samples, sockets)),
    ...(probe ? [deepPageProbe(servers[0], seed, deadline, probes)] : []),
  ]);
  const memory = Math.max(...servers.map((s) => peakMemoryMB(s.pid)));
  for (const socket of sockets) socket.ws.close();
  await Promise.all(servers.map((s) => s.stop()));
  return { samples, probes, memory, liveEvents: sockets.reduce((n, s) => n + s.events, 0) };
}

async function scenario(database, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  try {
    const db = await openDb({ databaseUrl, dataDir });
    const { sessionId, collectionId, poseIds } = await seedCollection(db, { count: POSES });
    // PostgreSQL's autovacuum analyses a table this new within a minute or so; measured at once, its
    // planner would still be guessing. (The embedded database analyses its tables itself.)
    if (databaseUrl) await db.exec('ANALYZE');
    await db.close();
    const seed = {
      sessionId,
      poseIds,
      query: { pose_collection_id: collectionId, is_deleted: false, is_archived: false },
    };
    const base = { dataDir, databaseUrl, seed };

    const open = await phase({ ...base, processes: 1, seconds: OPEN_SECONDS, user: workingUser, probe: true });
    const split = (key) => median(open.probes.map((p) => p[key]));
    const sortedTotals = open.probes.map((p) => p.total).sort((a, b) => a - b);
    const deepPage = {
      database,
      probes: open.probes.length,
      'median ms': split('total').toFixed(1),
      'p95 ms': percentile(sortedTotals, 95).toFixed(1),
      'database ms': split('db').toFixed(1),
      'handler ms': split('handler').toFixed(1),
      'serialisation ms': split('ser').toFixed(1),
      'waiting + transfer ms': split('transfer').toFixed(1),
      errors: open.probes.filter((p) => !p.ok).length,
    };
    const rows = byKind(open.samples, OPEN_SECONDS).map((row) => ({
      database,
      ...row,
      'server peak MB': row.request === 'all' ? Math.round(open.memory) : '',
    }));
    const saturation = [];
    for (const processes of databaseUrl ? [1, 2] : [1]) {
      const closed = await phase({ ...base, processes, seconds: SATURATION_SECONDS, user: saturatingUser });
      saturation.push(
        ...byKind(closed.samples, SATURATION_SECONDS).map((row) => ({
          database,
          'server processes': processes,
          ...row,
          'server peak MB': row.request === 'all' ? Math.round(closed.memory) : '',
        })),
      );
    }
    return { rows, saturation, deepPage, liveEvents: open.liveEvents };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await scenario('embedded', null)];
const pg = await postgres().catch((error) => {
  console.warn(`PostgreSQL rows skipped: ${error.message} (apt-get install -y postgresql)`);
  return null;
});
if (pg) {
  try {
    results.push(await scenario('PostgreSQL', pg.url));
  } finally {
    await pg.stop();
  }
}

const openRows = results.flatMap((r) => r.rows);
let pass = true;
for (const row of openRows.filter((r) => r.request === 'all')) {
  const ok =
    Number(row['p95 ms']) <= TARGETS.p95 &&
    Number(row['p99 ms']) <= TARGETS.p99 &&
    row.errors === 0 &&
    row['server peak MB'] <= TARGETS.memoryMB;
  pass &&= ok;
  reportFigure(
    `${USERS} working users (a request every 2–5 s each), ${row.database}`,
    `p95 ${row['p95 ms']} ms, p99 ${row['p99 ms']} ms, ${row.errors} errors, ${row['server peak MB']} MB`,
    `p95 ≤ ${TARGETS.p95} ms, p99 ≤ ${TARGETS.p99} ms, 0 errors, ≤ ${TARGETS.memoryMB} MB`,
    ok,
  );
}
const deepPages = results.map((r) => r.deepPage);
for (const row of deepPages) {
  const ok = Number(row['median ms']) <= TARGETS.deepPageMs && row.errors === 0;
  pass &&= ok;
  reportFigure(
    `page ${DEEP_PAGE} of ${POSES.toLocaleString('en')} poses while ${USERS} users work, ${row.database}`,
    `median ${row['median ms']} ms (database ${row['database ms']}, handler ${row['handler ms']}, serialisation ${row['serialisation ms']}, waiting for the server + transfer ${row['waiting + transfer ms']}), p95 ${row['p95 ms']} ms`,
    `median ≤ ${TARGETS.deepPageMs} ms`,
    ok,
  );
}
const saturationRows = results.flatMap((r) => r.saturation);
for (const row of saturationRows.filter((r) => r.request === 'all')) {
  reportFigure(
    `saturation, ${row['server processes']} server process${row['server processes'] > 1 ? 'es' : ''}, ${row.database}`,
    `${row['per s']} requests/s (p99 ${row['p99 ms']} ms)`,
    'measured (no budget)',
    row.errors === 0,
  );
}
console.log(
  `${USERS} working users for ${OPEN_SECONDS} s (a request every ${THINK_MS.min / 1000}–${THINK_MS.max / 1000} s each, open loop), one server process, ${POSES} poses, loopback`,
);
console.table(openRows);
console.log(
  `page ${DEEP_PAGE} of ${POSES} poses every ${PROBE_EVERY_MS} ms during that load (medians; database time includes its wait):`,
);
console.table(deepPages);
console.log(`live events received by the users' sockets: ${results.map((r) => r.liveEvents).join(' / ')}`);
console.log(`saturation: ${USERS} users without think time for ${SATURATION_SECONDS} s`);
console.table(saturationRows);
process.exit(pass && saturationRows.every((row) => row.errors === 0) ? 0 : 1);
