import { describe, expect, it } from 'vitest';
import type { TestDatabase } from '../api/helpers/database.ts';
import {
  createAction,
  ledger,
  organisation,
  sessionWithPose,
  TEST_CATALOG,
  waitForStatus,
} from '../api/helpers/jobs.ts';
import type { TestServer } from '../api/helpers/server.ts';
import { useUsersServer } from '../api/helpers/suite.ts';

// Issue 23 item 5: prices follow the engine. A job the labelled simulated engine answers makes
// demonstrations, not results, so it charges nothing; the same job on a real engine is charged.
let database: TestDatabase;
let server: TestServer;
let alice: string;

useUsersServer((started) => ({ database, server, alice } = started), {
  BENCH_CATALOG: TEST_CATALOG,
  BENCH_ENGINE_TEST_ECHO: 'simulated',
  BENCH_ENGINE_PREPARE: 'simulated',
});

const balance = async () => (await organisation(server, alice)).balanceCredits;

describe('the simulated engine charges nothing', () => {
  it('runs a 2.5-credit job on the simulated engine for 0 credits, with no debit in the ledger', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(server, alice, sid, {
      task: 'test_echo',
      pose_ids: [pose._id],
      collection_id: null,
      credits: 2.5,
    });
    const before = await balance();
    const run = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(run.status, run.text).toBe(200);
    expect(run.body).toMatchObject({ engine: 'simulated', price: 0 });
    const done = await waitForStatus(server, alice, sid, action._id, 'COMPLETED');
    expect(done).toMatchObject({ engine: 'simulated', price: 0 });
    expect(await balance()).toBe(before);
    expect((await ledger(database.db, '42')).filter((row) => row.reference === action._id)).toEqual([]);
  });

  it('prices a shipped plugin on its simulated engine at 0 too (Prepare, 5 credits a structure elsewhere)', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(
      server,
      alice,
      sid,
      { task: 'prepare', pose_ids: [pose._id], collection_id: null },
      'Prepare',
    );
    const before = await balance();
    const run = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(run.status, run.text).toBe(200);
    expect(run.body).toMatchObject({ engine: 'simulated', price: 0 });
    expect(await balance()).toBe(before);
  });
});
