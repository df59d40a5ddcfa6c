import { describe, expect, it } from 'vitest';
import { createAction, organisation, sessionWithPose, waitForStatus } from './helpers/jobs.ts';
import type { TestDatabase } from './helpers/database.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// The real action plugins of the workspace, discovered by the server, priced and run end to end.
let server: TestServer;
let database: TestDatabase;
let alice: string;

// Loop Rebuild is pinned to its simulated engine: fast and deterministic (the ProMod3 engine has its own tests, plugins/loop-rebuild/test/promod3.test.ts).
useUsersServer((started) => ({ server, database, alice } = started), { BENCH_ENGINE_LOOP_REBUILD: 'simulated' });

async function selector(sid: string, positions: number[]) {
  const reply = await server.call('POST', `/api/sessions/${sid}/selectors`, {
    token: alice,
    body: { name: 'Loop', positions },
  });
  expect(reply.status, reply.text).toBe(201);
  return reply.body._id as string;
}

describe('real action plugins through the job pipeline', () => {
  it('runs Loop Rebuild on the simulated engine for nothing (by loop length on a real one: job-prices.test.ts)', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const loop = await selector(sid, [10, 11, 12, 13, 14, 15]);
    const before = (await organisation(server, alice)).balanceCredits;
    const action = await createAction(
      server,
      alice,
      sid,
      {
        task: 'loopmodel',
        pose_ids: [pose._id],
        collection_id: pose.pose_collection_id,
        repeats: 2,
        is_extended: false,
        selector: loop,
      },
      'Loop Rebuild',
    );
    const run = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(run.status, run.text).toBe(200);
    expect(run.body.price).toBe(0);
    expect((await organisation(server, alice)).balanceCredits).toBe(before);
    const done = await waitForStatus(server, alice, sid, action._id, 'COMPLETED', 30_000);
    expect(done).toMatchObject({ is_executed: true, engine: 'simulated' });
    const poses = await server.call('POST', `/api/sessions/${sid}/poses/query`, {
      token: alice,
      body: { query: { pose_collection_id: done.results_collection_id } },
    });
    expect(poses.body.models).toHaveLength(2);
  });

  it('refuses a Loop Rebuild whose selector touches a terminus, with the spec message, and charges nothing', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const loop = await selector(sid, [1, 2, 3, 4, 5]);
    const before = (await organisation(server, alice)).balanceCredits;
    const action = await createAction(
      server,
      alice,
      sid,
      {
        task: 'loopmodel',
        pose_ids: [pose._id],
        collection_id: pose.pose_collection_id,
        repeats: 10,
        is_extended: false,
        selector: loop,
      },
      'Loop Rebuild',
    );
    const run = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(run.status).toBe(400);
    expect(run.body.message).toContain('Please ensure that your selector excludes C and N termini.');
    expect((await organisation(server, alice)).balanceCredits).toBeCloseTo(before);
  });

  it('refuses a malformed input when it is saved, naming each field, and keeps what was stored', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const input = { task: 'loopmodel', pose_ids: [pose._id], collection_id: pose.pose_collection_id, repeats: 10 };
    const refused = await server.call('POST', `/api/sessions/${sid}/actions`, {
      token: alice,
      body: { name: 'Loop Rebuild', input: { ...input, repeats: { n: 3 } }, score_function: 'ref2015', results: [] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('input.repeats: must be a number, not an object');
    const listed = await server.call('GET', `/api/sessions/${sid}/actions`, { token: alice });
    expect(listed.body).toHaveLength(0);

    const action = await createAction(server, alice, sid, input, 'Loop Rebuild');
    const patched = await server.call('PUT', `/api/sessions/${sid}/actions/${action._id}`, {
      token: alice,
      body: { input: { ...input, is_extended: 'yes', auto_constrain_these_ligands: ['A:299', 7], loop: [10, 11] } },
    });
    expect(patched.status).toBe(400);
    expect(patched.body.message.split('\n')).toEqual([
      'input.is_extended: must be true or false, not "yes"',
      'input.auto_constrain_these_ligands[1]: must be text of at most 50 characters, not 7',
      'input.loop: is not a field of this job',
    ]);
    const stored = await server.call('GET', `/api/sessions/${sid}/actions/${action._id}`, { token: alice });
    expect(stored.body.input).toEqual(input);
  });

  it('refuses to run an input stored malformed before the check, naming the field, and charges nothing', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const loop = await selector(sid, [10, 11, 12, 13, 14, 15]);
    const input = { task: 'loopmodel', pose_ids: [pose._id], collection_id: pose.pose_collection_id, selector: loop };
    const action = await createAction(server, alice, sid, { ...input, repeats: 2 }, 'Loop Rebuild');
    await database.db.query(`UPDATE items SET body = jsonb_set(body, '{input,repeats}', '[2]') WHERE _id = $1`, [
      action._id,
    ]);
    const before = (await organisation(server, alice)).balanceCredits;
    const run = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(run.status).toBe(400);
    expect(run.body.issues).toEqual([{ field: 'input', message: 'input.repeats: must be a number, not a list' }]);
    expect((await organisation(server, alice)).balanceCredits).toBe(before);
  });
});
