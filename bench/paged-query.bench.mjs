// Paged pose query budget (DESIGN.md §8: a page of 500 poses out of 100,000 in < 30 ms median on
// the embedded database), measured over HTTP against the real server, on pages from the first to
// the last. Before each sample one pose is written (not timed), as in a live session where
// selections change, so no cached total can help: 'maintained' answers the total from
// collection_counts (migration 004) and reads deep pages by seeking to the page's first key
// (items/pagesRepo.ts, migration 006); 'count(*) + OFFSET' is the same set of poses asked with an extra
// condition, which falls back to counting index entries and reading pages with OFFSET (the
// previous behaviour, shown for comparison).
// Run: npx tsx bench/paged-query.bench.mjs
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, loadConfig, openDb } from '../server/src/index.ts';
import { seedCollection } from './lib/seed.ts';
import { reportFigure } from './lib/summary.ts';
import { median } from './lib/stats.mjs';

const POSES = 100_000;
const PER_PAGE = 500;
const RUNS = 25;
const WARMUP = 5;
const BUDGET_MS = 30;

const db = await openDb({ databaseUrl: null, dataDir: 'memory://' });
const seedStart = performance.now();
const { sessionId, collectionId } = await seedCollection(db, { count: POSES });
const seedMs = performance.now() - seedStart;
const server = await buildServer(
  loadConfig({ BENCH_DATA_DIR: 'memory://', BENCH_LOG: '0', BENCH_STATIC_DIR: join(tmpdir(), 'bench-no-static') }),
  { db },
);
await server.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${server.app.server.address().port}/api/sessions/${sessionId}/poses/query`;
const query = { pose_collection_id: collectionId, is_deleted: false, is_archived: false };
const MODES = { maintained: query, 'count(*) + OFFSET': { ...query, index: { $gte: 0 } } };
const touchOnePose = () =>
  db.query("UPDATE items SET version = version WHERE _id = (SELECT _id FROM items WHERE entity = 'poses' LIMIT 1)");

async function page(number, mode) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: MODES[mode], sort: { index: 1 }, page: number, per_page: PER_PAGE }),
  });
  const body = await response.json();
  if (body.models.length !== PER_PAGE || body.total !== POSES)
    throw new Error(`page ${number}: ${body.models.length} rows, total ${body.total}`);
  return body;
}

const rows = [];
const LAST = POSES / PER_PAGE - 1;
const deep = [0, 1, 20, 50, 100, 150, LAST].map((number) => ['maintained', number]);
for (const [mode, number] of [...deep, ['count(*) + OFFSET', 0], ['count(*) + OFFSET', LAST]]) {
  for (let i = 0; i < WARMUP; i++) await page(number, mode);
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    await touchOnePose();
    const t0 = performance.now();
    await page(number, mode);
    samples.push(performance.now() - t0);
  }
  const ms = median(samples);
  // the old way is shown, not judged
  const result = mode === 'count(*) + OFFSET' ? '(comparison)' : ms < BUDGET_MS ? 'pass' : 'FAIL';
  if (result !== '(comparison)')
    reportFigure(
      `page ${number} of ${PER_PAGE} poses (${mode})`,
      `${ms.toFixed(1)} ms`,
      `< ${BUDGET_MS} ms`,
      result === 'pass',
    );
  rows.push({
    mode,
    rows: POSES,
    page: number,
    'per page': PER_PAGE,
    'median ms': ms.toFixed(1),
    'budget ms': BUDGET_MS,
    result,
  });
}
console.log(
  `POST …/poses/query over HTTP, embedded database, median of ${RUNS} after ${WARMUP} warm-up; seeded ${POSES} poses in ${(seedMs / 1000).toFixed(1)} s`,
);
console.table(rows);
await server.close();
await db.close();
process.exit(rows.every((r) => r.result !== 'FAIL') ? 0 : 1);
