// Worker scaling (DESIGN.md §8, issue 15 item 5): queued jobs of a real engine step drain with N
// workers in close to 1/N of the time of one. The step is Minimize on crambin (1crn) through
// OpenMM (BENCH_ENGINE_MINIMIZE=openmm, default settings: minimised until converged, 1 thread),
// about 1-2 s a job here, most of it CPU.
// Each row: a new project with 1crn is made through the API and `--jobs` Minimize actions are
// created and run through the API while no worker runs (priced, debited and queued); then N
// workers start and drain them. Drain time is from the first job's start to the last one's end
// (the jobs table), so worker start-up is left out. Credits are checked exactly: the balance fell
// by the sum of the jobs' prices and nothing was refunded.
// - PostgreSQL (scripts/pg-test-cluster.mjs, or DATABASE_URL), BENCH_QUEUE=pg-boss: the server
//   only queues; N `npm run worker` processes (server/src/worker.ts, BENCH_WORKERS=1) run the jobs.
// - Embedded database (PGlite), in-process queue: one server with BENCH_WORKERS=N; PGlite is
//   single-process, so this is the only way it scales.
// Run: npx tsx bench/worker-scaling.bench.mjs [--jobs 1000]   (npm run bench passes a smaller count)
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectOpenMM } from '@bench/openmm';
import { buildServer, loadConfig, openDb } from '../server/src/index.ts';
import { startWorkerProcess } from '../tests/api/helpers/processes.ts';
import { jsonCaller, projectWithStructure, runActions } from './lib/api.ts';
import { numberFlag } from './lib/args.ts';
import { freePort } from './lib/ports.ts';
import { postgres } from './lib/postgres.ts';
import { reportFigure } from './lib/summary.ts';

const JOBS = numberFlag('jobs', 1000);
const WORKERS = [1, 2, 4];
const TASK = 'minimize';
const FIXTURE = '1crn.pdb';
const CORES = availableParallelism();
const ENV = {
  BENCH_DATA_DIR: 'memory://',
  BENCH_LOG: '0',
  BENCH_STATIC_DIR: join(tmpdir(), 'bench-no-static'),
  BENCH_INITIAL_CREDITS: '100000000',
  [`BENCH_ENGINE_${TASK.toUpperCase()}`]: 'openmm',
};

const found = await detectOpenMM();
if (!('openmm' in found.versions && 'pdbfixer' in found.versions)) {
  console.error(`worker scaling needs the OpenMM engine (a real step): ${found.detail}`);
  process.exit(1);
}

/** The real server in this process, on a loopback port of BENCH_PORTS. */
async function startServer(db, env) {
  const server = await buildServer(loadConfig({ ...ENV, ...env }), { db });
  const port = await freePort();
  await server.app.listen({ port, host: '127.0.0.1' });
  return { call: jsonCaller(`http://127.0.0.1:${port}`), close: () => server.close() };
}

const balance = async (call) => (await call('GET', '/api/billing_accounts/organization')).balanceCredits;

/** Queues JOBS actions through the API with no worker running; checks the debit. */
async function queueJobs(call) {
  const { sid, pose } = await projectWithStructure(call, FIXTURE, 'Worker scaling');
  const before = await balance(call);
  await runActions(call, sid, { task: TASK, pose_ids: [pose._id], collection_id: null }, JOBS);
  return { sid, before };
}

/** Waits until every job of the project has ended; answers drain seconds and the credit check. */
async function drained(db, call, sid, before) {
  for (;;) {
    const [row] = await db.query(
      `SELECT count(*) FILTER (WHERE status = 'COMPLETED')::int AS done, count(*) FILTER (WHERE status NOT IN ('QUEUEING', 'RUNNING', 'COMPLETED'))::int AS bad,
              sum(price)::float AS price, extract(epoch FROM max(finished_timestamp) - min(started_timestamp))::float AS seconds,
              count(DISTINCT worker)::int AS workers
       FROM jobs WHERE session_id = $1`,
      [sid],
    );
    if (row.bad) {
      const [failed] = await db.query(
        "SELECT status, error_message FROM jobs WHERE session_id = $1 AND status NOT IN ('QUEUEING', 'RUNNING', 'COMPLETED') LIMIT 1",
        [sid],
      );
      throw new Error(`a job ended ${failed.status}: ${failed.error_message}`);
    }
    if (row.done === JOBS) {
      const spent = before - (await balance(call));
      return {
        seconds: row.seconds,
        workersUsed: row.workers,
        credits: spent === row.price ? `${spent} exact` : `MISMATCH: ${spent} spent, ${row.price} priced`,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** PostgreSQL with pg-boss: N `npm run worker` processes. */
async function onPostgres(url) {
  const db = await openDb({ databaseUrl: url, dataDir: 'memory://' });
  const env = { DATABASE_URL: url, BENCH_QUEUE: 'pg-boss' };
  const server = await startServer(db, env);
  const rows = [];
  try {
    for (const workers of WORKERS) {
      const { sid, before } = await queueJobs(server.call);
      const processes = await Promise.all(
        Array.from({ length: workers }, () => startWorkerProcess({ ...ENV, ...env, BENCH_WORKERS: '1' })),
      );
      try {
        rows.push({
          setup: 'PostgreSQL, pg-boss, npm run worker processes',
          workers,
          ...(await drained(db, server.call, sid, before)),
        });
      } finally {
        await Promise.all(processes.map((p) => p.stop()));
      }
    }
  } finally {
    await server.close();
    await db.close();
  }
  return rows;
}

/** Embedded database, in-process queue: one server running N jobs at a time. */
async function onEmbedded() {
  const db = await openDb({ databaseUrl: null, dataDir: 'memory://' });
  const rows = [];
  for (const workers of WORKERS) {
    const feeder = await startServer(db, { BENCH_WORKERS: '0' });
    const { sid, before } = await queueJobs(feeder.call);
    await feeder.close();
    const server = await startServer(db, { BENCH_WORKERS: String(workers) });
    try {
      rows.push({
        setup: 'embedded (PGlite), in-process workers',
        workers,
        ...(await drained(db, server.call, sid, before)),
      });
    } finally {
      await server.close();
    }
  }
  await db.close();
  return rows;
}

function table(rows) {
  return rows.map((row) => {
    const one = rows.find((r) => r.setup === row.setup && r.workers === 1);
    return {
      setup: row.setup,
      workers: row.workers,
      jobs: JOBS,
      'wall s': row.seconds.toFixed(1),
      'jobs/s': (JOBS / row.seconds).toFixed(2),
      'speed-up': (one.seconds / row.seconds).toFixed(2),
      ideal: row.workers.toFixed(2),
      'processes used': row.workersUsed,
      credits: row.credits,
    };
  });
}

const pg = await postgres();
let rows;
try {
  rows = await onPostgres(pg.url);
} finally {
  await pg.stop();
}
rows.push(...(await onEmbedded()));
console.log(
  `${JOBS} ${TASK} jobs (OpenMM, ${FIXTURE}) queued through the API, then drained by N workers; ${CORES} cores; ${found.detail}`,
);
console.table(table(rows));
for (const row of table(rows))
  reportFigure(
    `${row.setup}, ${row.workers} worker(s)`,
    `speed-up ${row['speed-up']}×`,
    `ideal ${row.ideal}×, credits exact`,
    !row.credits.startsWith('MISMATCH'),
  );
console.log(
  `Each job is one single-threaded OpenMM process, so the speed-up follows the cores: up to ${CORES} workers each get a core; ` +
    `beyond ${CORES} the CPU is saturated and more workers only share it. The embedded database is single-process: its workers ` +
    'are jobs at once inside the one server, while the engine processes they start still spread over the cores.',
);
process.exit(rows.every((row) => !row.credits.startsWith('MISMATCH')) ? 0 : 1);
