import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import {
  createAction,
  getAction,
  liveChannel,
  organisation,
  processAlive,
  sessionWithPose,
  TEST_CATALOG,
  waitForStatus,
} from './helpers/jobs.ts';
import { startWithUsers, type TestServer } from './helpers/server.ts';

const SCRIPT = join(import.meta.dirname, '..', 'engines', 'rename-pose.mjs');

const ENV = { BENCH_CATALOG: TEST_CATALOG, BENCH_ENGINE_TEST_ECHO: `external:node ${SCRIPT}`, BENCH_WORKERS: '2' };
// the time limit of the server whose jobs are meant to run out of time: long enough for the command
// to start on a loaded machine; the other server's jobs have the default limit, so a slow start never
// fails them
const LIMIT_S = 6;

let database: TestDatabase;
let server: TestServer;
let limitedDatabase: TestDatabase;
let limited: TestServer;
let alice: string;
let aliceOnLimited: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ server, alice } = await startWithUsers(database.db, ENV));
  limitedDatabase = await createTestDatabase();
  ({ server: limited, alice: aliceOnLimited } = await startWithUsers(limitedDatabase.db, {
    ...ENV,
    BENCH_JOB_TIMEOUT_S: String(LIMIT_S),
  }));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await limited?.close();
  await database?.drop();
  await limitedDatabase?.drop();
});

const input = (pose: { _id: string }, extra: Record<string, unknown> = {}) => ({
  task: 'test_echo',
  pose_ids: [pose._id],
  collection_id: null,
  ...extra,
});
const run = (id: string, on = server, token = alice) => on.call('PUT', `/api/actions/${id}/run`, { token });

describe('the external engine', () => {
  it('runs the configured command on files and imports what it wrote, with live events at each step', async () => {
    const { sid, pose, pdb } = await sessionWithPose(server, alice);
    expect((await server.call('GET', '/api/engines', { token: alice })).body.test_echo).toEqual({
      kind: 'external',
      available: true,
      detail: `external: node ${SCRIPT}`,
    });
    const action = await createAction(server, alice, sid, input(pose), 'Ext');
    expect(action.engine).toBe('external');
    const live = await liveChannel(server, alice, sid);
    await run(action._id);
    const done = await waitForStatus(server, alice, sid, action._id, 'COMPLETED');
    expect(done).toMatchObject({ engine: 'external', is_executed: true, notes: ['renamed by the test engine'] });
    const poses = (
      await server.call('POST', `/api/sessions/${sid}/poses/query`, {
        token: alice,
        body: { query: { pose_collection_id: done.results_collection_id } },
      })
    ).body.models;
    expect(poses.map((p: Record<string, unknown>) => [p.name, p.score, p.rms, p.engine])).toEqual([
      [`${pose.name}_renamed`, -10.5, 0.25, 'external'],
    ]);
    expect(
      (await server.call('GET', `/api/sessions/${sid}/actions/${action._id}/result/${poses[0]._id}`, { token: alice }))
        .body.pdb,
    ).toBe(pdb);

    await expect.poll(() => live.events.some((e) => e.type === 'poses' && e.op === 'create')).toBe(true);
    const ofAction = live.events.filter((e) => e.type === 'actions' && e.ids.includes(action._id));
    // QUEUEING, RUNNING, at least one progress update, COMPLETED
    expect(ofAction.length).toBeGreaterThanOrEqual(4);
    expect(
      live.events
        .filter((e) => e.op === 'create')
        .map((e) => e.type)
        .sort(),
    ).toEqual(['pose_collections', 'poses']);
    live.close();
  });

  it('fails with the last lines of stderr and refunds', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(server, alice, sid, input(pose, { mode: 'fail' }));
    const balance = (await organisation(server, alice)).balanceCredits;
    await run(action._id);
    const failed = await waitForStatus(server, alice, sid, action._id, 'FAILED');
    expect(failed.error_message).toBe(
      'The engine exited with code 3: loading the force field\nrename-pose: cannot parse residue 7',
    );
    expect((await organisation(server, alice)).balanceCredits).toBe(balance);
  });

  it('kills the whole process group on cancel and on timeout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-ext-'));
    const pidOf = (name: string) => Number(readFileSync(join(dir, name), 'utf8'));

    const { sid, pose } = await sessionWithPose(server, alice);
    const cancelled = await createAction(
      server,
      alice,
      sid,
      input(pose, { mode: 'sleep', pid_file: join(dir, 'cancel.pid') }),
    );
    const balance = (await organisation(server, alice)).balanceCredits;
    await run(cancelled._id);
    await expect.poll(() => existsSync(join(dir, 'cancel.pid'))).toBe(true);
    expect((await server.call('PUT', `/api/actions/${cancelled._id}/cancel`, { token: alice })).body.status).toBe(
      'CANCELLED',
    );
    await expect.poll(() => processAlive(pidOf('cancel.pid'))).toBe(false);
    expect((await organisation(server, alice)).balanceCredits).toBe(balance);
    expect(await getAction(server, alice, sid, cancelled._id)).toMatchObject({
      status: 'CANCELLED',
      results_collection_id: null,
    });

    const onLimited = await sessionWithPose(limited, aliceOnLimited);
    const slow = await createAction(
      limited,
      aliceOnLimited,
      onLimited.sid,
      input(onLimited.pose, { mode: 'sleep', pid_file: join(dir, 'timeout.pid') }),
    );
    const limitedBalance = (await organisation(limited, aliceOnLimited)).balanceCredits;
    await run(slow._id, limited, aliceOnLimited);
    const timedOut = await waitForStatus(limited, aliceOnLimited, onLimited.sid, slow._id, 'FAILED', 30_000);
    expect(timedOut.error_message).toBe(`The job ran longer than the time limit of ${LIMIT_S} s and was stopped.`);
    expect(existsSync(join(dir, 'timeout.pid')), 'the command started its child within the time limit').toBe(true);
    await expect.poll(() => processAlive(pidOf('timeout.pid'))).toBe(false);
    expect((await organisation(limited, aliceOnLimited)).balanceCredits).toBe(limitedBalance);
  });

  it('imports results produced out of band into a queued job', async () => {
    const { sid, pose, pdb } = await sessionWithPose(server, alice);
    const pidFile = join(mkdtempSync(join(tmpdir(), 'bench-ext-')), 'offline.pid');
    const action = await createAction(server, alice, sid, input(pose, { mode: 'sleep', pid_file: pidFile }), 'Offline');
    await run(action._id);
    await expect.poll(() => existsSync(pidFile)).toBe(true);
    const output = {
      collection_name: 'Made elsewhere',
      score_declarations: {
        score: { unit: 'kcal/mol', description: 'lower is better' },
        rms: { unit: 'Å', label: 'Ligand centroid distance' },
        contacts: { unit: '', label: 'Contacts', column: 1 },
      },
      poses: [{ name: 'far', file: 'out/far.pdb', sequence: pose.sequence, score: 1 }],
    };
    const bad = await server.call('PUT', `/api/actions/${action._id}/importResults`, {
      token: alice,
      body: { files: [{ name: 'output.json', data: JSON.stringify(output) }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('output.json names out/far.pdb, which the engine did not write.');
    const escaping = await server.call('PUT', `/api/actions/${action._id}/importResults`, {
      token: alice,
      body: { files: [{ name: '../x.pdb', data: 'x' }] },
    });
    expect(escaping.status).toBe(400);
    const reply = await server.call('PUT', `/api/actions/${action._id}/importResults`, {
      token: alice,
      body: {
        files: [
          { name: 'output.json', data: JSON.stringify(output) },
          { name: 'out/far.pdb', data: pdb },
        ],
      },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ status: 'COMPLETED', is_executed: true, engine: 'external' });
    const collection = (
      await server.call('GET', `/api/sessions/${sid}/pose_collections/${reply.body.results_collection_id}`, {
        token: alice,
      })
    ).body;
    expect(collection.name).toBe('Made elsewhere');
    // the units the engine declared travel with its collection
    expect(collection.score_declarations).toEqual(output.score_declarations);
    // the local run was stopped, and its end changed nothing
    await expect.poll(() => processAlive(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
    expect((await getAction(server, alice, sid, action._id)).status).toBe('COMPLETED');
    const again = await server.call('PUT', `/api/actions/${action._id}/importResults`, {
      token: alice,
      body: {
        files: [
          { name: 'output.json', data: JSON.stringify(output) },
          { name: 'out/far.pdb', data: pdb },
        ],
      },
    });
    expect(again.status).toBe(409);
  });
});
