// Job queue budgets (DESIGN.md §8): 1,000 queued jobs drain with N workers in close to 1/N of the
// time of one; a job's status change reaches an open tab in < 250 ms. Embedded database, in-process
// queue, the test plugin's engine (tests/fixtures-plugins/test-jobs): 'trivial' returns at once (the
// pipeline's own cost: claim, context, result import, events), 'sleep 20 ms' stands for an engine
// that waits on a tool (external command, OpenMM process) and leaves the CPU free.
// Drain: the jobs are queued by a server with no workers, then a fresh server with N workers starts
// on the same database and the clock runs until the last job is COMPLETED.
// Latency: Run (PUT …/run sent) → the action's RUNNING event on a raw Pusher-protocol client.
// Run: npx tsx bench/job-queue.bench.mjs [--jobs 1000]   (--jobs 200 for a quick look)
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { buildServer, loadConfig, openDb, resetData } from '../server/src/index.ts';
import { jsonCaller, projectWithStructure, runActions } from './lib/api.ts';
import { numberFlag } from './lib/args.ts';
import { freePort } from './lib/ports.ts';
import { reportFigure } from './lib/summary.ts';

const root = join(import.meta.dirname, '..');
const JOBS = numberFlag('jobs', Number(process.env.JOBS ?? 1000));
const LATENCY_RUNS = 100;
const LATENCY_BUDGET_MS = 250;

const db = await openDb({ databaseUrl: null, dataDir: 'memory://' });

async function start(workers) {
  const env = {
    BENCH_DATA_DIR: 'memory://',
    BENCH_LOG: '0',
    BENCH_STATIC_DIR: join(tmpdir(), 'bench-no-static'),
    BENCH_INITIAL_CREDITS: '10000000',
    BENCH_CATALOG: join(root, 'tests', 'fixtures-plugins', 'catalog.json'),
    BENCH_WORKERS: String(workers),
  };
  const server = await buildServer(loadConfig(env), { db });
  const port = await freePort();
  await server.app.listen({ port, host: '127.0.0.1' });
  const call = jsonCaller(`http://127.0.0.1:${port}`);
  return { server, port, call };
}

const completed = async () => (await db.query("SELECT count(*)::int AS n FROM jobs WHERE status = 'COMPLETED'"))[0].n;

async function drain(workers, sleepMs) {
  await resetData(db);
  const feeder = await start(0);
  const { sid, pose } = await projectWithStructure(feeder.call, '1crn.pdb');
  const input = {
    task: 'test_echo',
    pose_ids: [pose._id],
    collection_id: null,
    ...(sleepMs ? { sleep_ms: sleepMs } : {}),
  };
  await runActions(feeder.call, sid, input, JOBS);
  await feeder.server.close();
  const t0 = performance.now();
  const { server } = await start(workers);
  while ((await completed()) < JOBS) await new Promise((resolve) => setTimeout(resolve, 20));
  const seconds = (performance.now() - t0) / 1000;
  await server.close();
  return seconds;
}

async function latency() {
  await resetData(db);
  const { server, port, call } = await start(1);
  const { sid, pose } = await projectWithStructure(call, '1crn.pdb');
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/bench?protocol=7&client=js&version=8.6.0`);
  const arrivals = new Map();
  let socketId = null;
  let subscribed;
  const ready = new Promise((resolve) => (subscribed = resolve));
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString());
    if (frame.event === 'pusher:connection_established') socketId = JSON.parse(frame.data).socket_id;
    if (frame.event === 'pusher_internal:subscription_succeeded') subscribed();
    const data = typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data;
    if (frame.event === 'model' && data.type === 'actions') {
      for (const id of data.ids) arrivals.set(id, [...(arrivals.get(id) ?? []), performance.now()]);
    }
  });
  while (!socketId) await new Promise((resolve) => setTimeout(resolve, 10));
  const channel = `private-session-${sid}`;
  const { auth } = await call('POST', '/api/live/auth', { socket_id: socketId, channel_name: channel });
  ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
  await ready;
  const samples = [];
  for (let i = 0; i < LATENCY_RUNS; i++) {
    const action = await call('POST', `/api/sessions/${sid}/actions`, {
      name: 'L',
      input: { task: 'test_echo', pose_ids: [pose._id], collection_id: null },
    });
    const t0 = performance.now();
    await call('PUT', `/api/actions/${action._id}/run`);
    // QUEUEING and RUNNING are two update events (in either order); the tab knows RUNNING at the second
    while ((arrivals.get(action._id)?.length ?? 0) < 2) await new Promise((resolve) => setTimeout(resolve, 1));
    samples.push(arrivals.get(action._id)[1] - t0);
    while ((await completed()) < i + 1) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  ws.close();
  await server.close();
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(samples.length * 0.5)], p95: samples[Math.floor(samples.length * 0.95)] };
}

const rows = [];
for (const [engine, sleepMs] of [
  ['trivial', 0],
  ['sleep 20 ms', 20],
]) {
  let one = null;
  for (const workers of [1, 2, 4]) {
    const seconds = await drain(workers, sleepMs);
    one ??= seconds;
    rows.push({
      engine,
      workers,
      jobs: JOBS,
      'drain s': seconds.toFixed(2),
      'jobs/s': (JOBS / seconds).toFixed(0),
      'vs 1 worker': `${(seconds / one).toFixed(2)} (ideal ${(1 / workers).toFixed(2)})`,
    });
  }
}
console.log(
  `Job queue on the embedded database, in-process workers; ${JOBS} jobs queued first, then drained (${process.env.NPROC ?? (await import('node:os')).availableParallelism()} cores)`,
);
console.table(rows);
const { p50, p95 } = await latency();
reportFigure('Run → RUNNING event p95', `${p95.toFixed(1)} ms`, `< ${LATENCY_BUDGET_MS} ms`, p95 < LATENCY_BUDGET_MS);
console.log(`Run → RUNNING event on a live client, ${LATENCY_RUNS} runs, idle queue`);
console.table([
  {
    'p50 ms': p50.toFixed(1),
    'p95 ms': p95.toFixed(1),
    'budget ms': LATENCY_BUDGET_MS,
    result: p95 < LATENCY_BUDGET_MS ? 'pass' : 'FAIL',
  },
]);
await db.close();
