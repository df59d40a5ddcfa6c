import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/index.ts';
import { startWorker } from '../../server/src/jobs/worker.ts';
import { testHooks } from '../fixtures-plugins/test-jobs/engine.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { createAction, liveChannel, sessionWithPose, TEST_CATALOG, waitForStatus } from './helpers/jobs.ts';
import { startWithUsers, type TestServer } from './helpers/server.ts';

// pg-boss needs PostgreSQL: this file runs under scripts/pg-test-cluster.mjs only.
const postgres = Boolean(process.env.DATABASE_URL);

let database: TestDatabase;
let server: TestServer;
let alice: string;
const workers: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  if (!postgres) return;
  database = await createTestDatabase();
  const env = { BENCH_CATALOG: TEST_CATALOG, BENCH_QUEUE: 'pg-boss' };
  const url = database.url!;
  ({ server, alice } = await startWithUsers(database.db, { ...env, DATABASE_URL: url }));
  // two worker processes' worth of pipelines on the same database as the server
  for (let i = 0; i < 2; i++) {
    const config = loadConfig({
      BENCH_DATA_DIR: 'memory://',
      BENCH_LOG: '0',
      ...env,
      BENCH_WORKERS: '2',
      DATABASE_URL: url,
    });
    workers.push(await startWorker(config, () => undefined));
  }
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await server?.close();
  await database?.drop();
});

describe.runIf(postgres)('pg-boss queue with separate workers', () => {
  it('the server only enqueues; the workers run every job once and their events reach the live channel', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const live = await liveChannel(server, alice, sid);
    const actions: { _id: string }[] = [];
    for (let i = 0; i < 8; i++)
      actions.push(
        await createAction(
          server,
          alice,
          sid,
          { task: 'test_echo', pose_ids: [pose._id], collection_id: null, sleep_ms: 300 },
          `B${i}`,
        ),
      );
    for (const action of actions)
      expect((await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice })).status).toBe(200);
    for (const action of actions) await waitForStatus(server, alice, sid, action._id, 'COMPLETED', 30_000);
    expect(actions.map((action) => testHooks().starts.get(action._id))).toEqual(actions.map(() => 1));
    const workersUsed = await database.db.query<{ n: number }>(
      "SELECT count(DISTINCT worker)::int AS n FROM jobs WHERE status = 'COMPLETED'",
    );
    expect(workersUsed[0].n).toBe(2);
    await expect.poll(() => live.events.filter((e) => e.type === 'pose_collections').length).toBe(8);
    live.close();
  });
});
