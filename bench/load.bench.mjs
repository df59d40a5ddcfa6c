// Load (issue 15 §4): 100 simulated users with a workspace open against one server process, for a
// fixed time, loopback only. Each user holds a live socket subscribed to the session channel and
// loops over what an open workspace asks: a page of the collection (500 poses, the table's
// fields), getMany of 10 poses, a session state update (which every other user then receives as a
// live event) and a live-channel signature. Prints p50 / p95 / p99 latency and the error count
// per request (errors must be 0) and the server's peak memory, on the embedded database and on a
// throwaway PostgreSQL (scripts/pg-test-cluster.mjs, or DATABASE_URL when set).
// Run: npx tsx bench/load.bench.mjs   (LOAD_SECONDS=5 for a quick look)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { openDb } from '../server/src/index.ts';
import { startServerProcess } from '../tests/api/helpers/processes.ts';
import { postgres } from './lib/postgres.ts';
import { seedCollection } from './lib/seed.ts';
import { reportFigure } from './lib/summary.ts';

const USERS = 100;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const POSES = 10_000;
const PER_PAGE = 500;
const TABLE_FIELDS = ['name', 'index', 'score', 'rms', 'is_selected', 'is_visible', 'pose_collection_id'];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function peakMemoryMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** One simulated user: a subscribed socket, then requests until the deadline. */
async function user(server, sessionId, query, poseIds, deadline, samples) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/bench?protocol=7&client=js&version=8.6.0`);
  ws.on('error', () => undefined);
  const socketId = await new Promise((resolve) =>
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      if (frame.event === 'pusher:connection_established') resolve(JSON.parse(frame.data).socket_id);
    }),
  );
  const channel = `private-session-${sessionId}`;
  const requests = {
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
        body: { socket_id: socketId, channel_name: channel },
      });
      if (reply.status === 200)
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: reply.body.auth } }));
      return reply;
    },
  };
  const kinds = Object.keys(requests);
  for (let i = Math.floor(Math.random() * kinds.length); Date.now() < deadline; i++) {
    const kind = kinds[i % kinds.length];
    const t0 = performance.now();
    let ok = false;
    try {
      ok = (await requests[kind]()).status < 300;
    } catch {
      ok = false;
    }
    samples.push({ kind, ms: performance.now() - t0, ok });
  }
  ws.close();
}

async function scenario(database, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const db = await openDb({ databaseUrl, dataDir });
  const { sessionId, collectionId, poseIds } = await seedCollection(db, { count: POSES });
  await db.close();
  // the simulated users share one loopback address: lift the per-address socket limit above them
  const server = await startServerProcess({
    BENCH_DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    BENCH_LIVE_MAX_CONNECTIONS_PER_ADDRESS: String(2 * USERS),
  });
  const query = { pose_collection_id: collectionId, is_deleted: false, is_archived: false };
  const samples = [];
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: USERS }, () => user(server, sessionId, query, poseIds, deadline, samples)));
  const memory = peakMemoryMiB(server.pid);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const rows = [];
  for (const kind of [...new Set(samples.map((s) => s.kind)), 'all']) {
    const of = samples.filter((s) => kind === 'all' || s.kind === kind);
    const sorted = of.map((s) => s.ms).sort((a, b) => a - b);
    rows.push({
      database,
      request: kind,
      requests: of.length,
      'per s': Math.round(of.length / SECONDS),
      'p50 ms': percentile(sorted, 50).toFixed(1),
      'p95 ms': percentile(sorted, 95).toFixed(1),
      'p99 ms': percentile(sorted, 99).toFixed(1),
      errors: of.filter((s) => !s.ok).length,
      'server peak MiB': kind === 'all' ? Math.round(memory) : '',
    });
  }
  return rows;
}

const rows = await scenario('embedded', null);
const pg = await postgres().catch((error) => {
  console.warn(`PostgreSQL row skipped: ${error.message} (apt-get install -y postgresql)`);
  return null;
});
if (pg) {
  try {
    rows.push(...(await scenario('PostgreSQL', pg.url)));
  } finally {
    await pg.stop();
  }
}
for (const row of rows.filter((r) => r.request === 'all')) {
  reportFigure(
    `${USERS} users, all requests, ${row.database}`,
    `p95 ${row['p95 ms']} ms, ${row.errors} errors`,
    '< 150 ms p95, 0 errors',
    Number(row['p95 ms']) < 150 && row.errors === 0,
  );
}
console.log(`${USERS} simulated users for ${SECONDS} s each, one server process, ${POSES} poses, loopback`);
console.table(rows);
process.exit(rows.every((row) => row.errors === 0) ? 0 : 1);
