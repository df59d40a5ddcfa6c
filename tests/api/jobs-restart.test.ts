import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testHooks } from '../fixtures-plugins/test-jobs/engine.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { createAction, ledger, sessionWithPose, TEST_CATALOG, waitForStatus } from './helpers/jobs.ts';
import { startWithUsers, type TestServer } from './helpers/server.ts';

// A short heartbeat, so that on PostgreSQL a stopped server's jobs are stale within 1.5 s; not shorter: a
// heartbeat late by the 3 beats of the stale window (a busy event loop) would take a live job away.
const ENV = { BENCH_CATALOG: TEST_CATALOG, BENCH_JOB_HEARTBEAT_S: '0.5' };

let database: TestDatabase;
let server: TestServer;
let alice: string;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

async function restart() {
  await server.close();
  ({ server, alice } = await startWithUsers(database.db, ENV));
}

describe('restart safety', () => {
  it('re-queues a job that was running when the server stopped, runs it again and charges once', async () => {
    ({ server, alice } = await startWithUsers(database.db, ENV));
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(server, alice, sid, {
      task: 'test_echo',
      pose_ids: [pose._id],
      collection_id: null,
      mode: 'gate',
    });
    expect((await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice })).status).toBe(200);
    await waitForStatus(server, alice, sid, action._id, 'RUNNING');

    await restart();
    await expect.poll(() => testHooks().starts.get(action._id)).toBe(2);
    testHooks().open.add(action._id);
    const done = await waitForStatus(server, alice, sid, action._id, 'COMPLETED');
    expect(done.is_executed).toBe(true);
    const rows = (await ledger(database.db, '42')).filter((row) => row.reference === action._id);
    expect(rows.map((row) => row.type)).toEqual(['debit']);
  });

  it('fails with a message and a refund a job lost twice', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(server, alice, sid, {
      task: 'test_echo',
      pose_ids: [pose._id],
      collection_id: null,
      mode: 'gate',
    });
    await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    await waitForStatus(server, alice, sid, action._id, 'RUNNING');
    await restart();
    await expect.poll(() => testHooks().starts.get(action._id)).toBe(2);
    await restart();
    const failed = await waitForStatus(server, alice, sid, action._id, 'FAILED');
    expect(failed.error_message).toBe(
      'The server stopped twice while this job was running, so it was not run again. Your credits were refunded.',
    );
    const rows = (await ledger(database.db, '42')).filter((row) => row.reference === action._id);
    expect(rows.map((row) => [row.type, row.amount])).toEqual([
      ['debit', -1],
      ['refund', 1],
    ]);
    expect(testHooks().starts.get(action._id)).toBe(2);
  });
});
