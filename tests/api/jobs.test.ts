import { describe, expect, it } from 'vitest';
import { testHooks } from '../fixtures-plugins/test-jobs/engine.ts';
import type { TestDatabase } from './helpers/database.ts';
import {
  createAction,
  getAction,
  ledger,
  liveChannel,
  organisation,
  sessionWithPose,
  TEST_CATALOG,
  waitForStatus,
} from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

let database: TestDatabase;
let server: TestServer;
let alice: string;
let bob: string;

useUsersServer((started) => ({ database, server, alice, bob } = started), {
  BENCH_CATALOG: TEST_CATALOG,
  BENCH_WORKERS: '2',
});

const echo = (pose: { _id: string; pose_collection_id: string }, extra: Record<string, unknown> = {}) => ({
  task: 'test-echo-wire',
  pose_ids: [pose._id],
  collection_id: pose.pose_collection_id,
  repeats: 1,
  ...extra,
});
const run = (id: string, token = alice) => server.call('PUT', `/api/actions/${id}/run`, { token });
const jobCount = async () => (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs'))[0].n;

describe('creating and editing actions', () => {
  it('numbers actions with the session counter and resolves the wire task name', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const first = await createAction(server, alice, sid, echo(pose));
    const second = await createAction(server, alice, sid, { ...echo(pose), task: 'test_echo' });
    expect(first).toMatchObject({ task_id: 1, status: 'INIT', is_executed: false, job_id: null, engine: 'builtin' });
    expect(second).toMatchObject({ task_id: 2, status: 'INIT' });
    const unknown = await server.call('POST', `/api/sessions/${sid}/actions`, {
      token: alice,
      body: { name: 'X', input: { task: 'no_such_task' } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/unknown task 'no_such_task'/);
  });

  it('refuses changes once the action has run', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(server, alice, sid, echo(pose));
    const before = await server.call('PUT', `/api/sessions/${sid}/actions/${action._id}`, {
      token: alice,
      body: { name: 'Renamed', status: 'COMPLETED' },
    });
    expect(before.body).toMatchObject({ name: 'Renamed', status: 'INIT' });
    expect((await run(action._id)).status).toBe(200);
    const mutations = await server.call('PUT', `/api/sessions/${sid}/actions/${action._id}`, {
      token: alice,
      body: { input: { ...echo(pose), mutations: {} } },
    });
    expect(mutations.status).toBe(409);
    expect(mutations.body).toEqual({
      code: 'NOT_EDITABLE',
      message: 'You cannot change mutations after your action has run',
    });
    expect(
      (await server.call('PUT', `/api/sessions/${sid}/actions/${action._id}`, { token: alice, body: { name: 'Late' } }))
        .status,
    ).toBe(409);
    expect((await run(action._id)).status).toBe(409);
  });
});

describe('running an action', () => {
  it('charges, queues, runs on the engine and imports the results', async () => {
    const { sid, pose, pdb } = await sessionWithPose(server, alice);
    const action = await createAction(server, alice, sid, echo(pose, { credits: 2.5, with_sequences: true }), 'My run');
    const balance = (await organisation(server, alice)).balanceCredits;
    const reply = await run(action._id);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ status: 'QUEUEING', price: 2.5, engine: 'builtin' });
    expect(reply.body.job_id).toMatch(/^[0-9a-f]{24}$/);
    expect((await organisation(server, alice)).balanceCredits).toBe(balance - 2.5);

    const done = await waitForStatus(server, alice, sid, action._id, 'COMPLETED');
    expect(done).toMatchObject({
      is_executed: true,
      progress: null,
      verification: { verified: true },
      engine: 'builtin',
    });
    // the job's writes keep the ISO time every other write uses, so lists sort by it
    expect(done.updated_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(done.updated_timestamp > action.updated_timestamp).toBe(true);
    const collection = (
      await server.call('GET', `/api/sessions/${sid}/pose_collections/${done.results_collection_id}`, { token: alice })
    ).body;
    expect(collection).toMatchObject({ name: 'My run 1 results', engine: 'builtin', action_id: action._id });
    const poses = (
      await server.call('POST', `/api/sessions/${sid}/poses/query`, {
        token: alice,
        body: { query: { pose_collection_id: collection._id } },
      })
    ).body.models;
    expect(poses).toHaveLength(1);
    expect(poses[0]).toMatchObject({
      name: `${pose.name}_echo`,
      index: 1,
      sequence: pose.sequence,
      engine: 'builtin',
      rms: 0,
      score_terms: { total: 0 },
    });
    const result = await server.call('GET', `/api/sessions/${sid}/actions/${action._id}/result/${poses[0]._id}`, {
      token: alice,
    });
    // a charged (not simulated) engine's result is stored as it wrote it; the simulated one's labels: job-results.test.ts
    expect(result.body.pdb).toBe(pdb);
    expect(done.sequence_results).toMatchObject({
      sequence_collection_name: 'My run 1 sequences',
      fasta_data: `>${pose.name}_echo\n${pose.sequence.replace(/\//g, '')}\n`,
    });
    const rows = await ledger(database.db, '42');
    expect(rows.at(-1)).toMatchObject({ type: 'debit', amount: -2.5, reference: action._id });
    // the ledger line names the action, its tool and the project
    expect(rows.at(-1)!.description).toMatch(/^My run 1 \(.+\), project 'Jobs'$/);
  });

  it('fails with the engine message and refunds', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(server, alice, sid, echo(pose, { mode: 'fail' }));
    const balance = (await organisation(server, alice)).balanceCredits;
    expect((await run(action._id)).status).toBe(200);
    const failed = await waitForStatus(server, alice, sid, action._id, 'FAILED');
    expect(failed).toMatchObject({
      error_message: 'The test engine failed on purpose.',
      is_executed: false,
      results_collection_id: null,
    });
    expect((await organisation(server, alice)).balanceCredits).toBe(balance);
    expect((await ledger(database.db, '42')).slice(-2).map((r) => [r.type, r.amount])).toEqual([
      ['debit', -1],
      ['refund', 1],
    ]);
    expect((await server.call('GET', `/api/sessions/${sid}/pose_collections`, { token: alice })).body).toHaveLength(1);
  });

  it('cancels a running job: refunded, and its results never arrive', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(server, alice, sid, echo(pose, { mode: 'gate' }));
    const balance = (await organisation(server, alice)).balanceCredits;
    await run(action._id);
    await waitForStatus(server, alice, sid, action._id, 'RUNNING');
    const cancelled = await server.call('PUT', `/api/actions/${action._id}/cancel`, { token: alice });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED' });
    testHooks().open.add(action._id);
    // the cancel stopped the engine: it never returns results to store
    await expect.poll(() => testHooks().ends.get(action._id), { timeout: 15_000 }).toBe('aborted');
    expect(await getAction(server, alice, sid, action._id)).toMatchObject({
      status: 'CANCELLED',
      is_executed: false,
      results_collection_id: null,
    });
    expect((await organisation(server, alice)).balanceCredits).toBe(balance);
    const [debit, refund] = (await ledger(database.db, '42')).filter((row) => row.reference === action._id);
    expect(refund).toMatchObject({ type: 'refund', description: `Refund (cancelled): ${debit!.description}` });
    expect((await server.call('PUT', `/api/actions/${action._id}/cancel`, { token: alice })).status).toBe(409);
  });

  it("cloning a project with a running job copies the action as not run, without the original's job", async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(server, alice, sid, echo(pose, { mode: 'gate' }));
    await run(action._id);
    const running = await waitForStatus(server, alice, sid, action._id, 'RUNNING');
    const clone = await server.call('POST', `/api/sessions/${sid}/clone`, { token: alice });
    expect(clone.status, clone.text).toBe(201);
    const [copy] = (
      await server.call('POST', `/api/sessions/${clone.body._id}/actions/query`, { token: alice, body: {} })
    ).body.models;
    expect(copy).toMatchObject({
      task_id: action.task_id,
      status: 'INIT',
      job_id: null,
      price: null,
      progress: null,
      is_executed: false,
    });
    expect(copy._id).not.toBe(action._id);
    // the original keeps its job, and the copy can run on its own
    expect(await getAction(server, alice, sid, action._id)).toMatchObject({
      status: 'RUNNING',
      job_id: running.job_id,
    });
    testHooks().open.add(action._id);
    await waitForStatus(server, alice, sid, action._id, 'COMPLETED');
    testHooks().open.add(copy._id);
    expect((await run(copy._id)).body).toMatchObject({ status: 'QUEUEING' });
    expect((await waitForStatus(server, alice, clone.body._id, copy._id, 'COMPLETED')).job_id).not.toBe(running.job_id);
  });

  it('refuses a run without enough credits and changes nothing', async () => {
    const { sid, pose } = await sessionWithPose(server, bob);
    const action = await createAction(server, bob, sid, echo(pose, { credits: 11 }), 'Too dear');
    expect((await organisation(server, bob)).balanceCredits).toBe(10);
    const before = await ledger(database.db, 'local|bob');
    const reply = await run(action._id, bob);
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      code: 'INSUFFICIENT_CREDITS',
      message: 'Insufficient credits to complete this request.',
    });
    expect(await getAction(server, bob, sid, action._id)).toMatchObject({
      status: 'INIT',
      job_id: null,
      version: action.version,
    });
    expect((await organisation(server, bob)).balanceCredits).toBe(10);
    expect(await ledger(database.db, 'local|bob')).toEqual(before);
    expect(await jobCount()).toBe(0);
  });

  it('re-validates on the server: a client that skipped validation is refused, uncharged', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(server, alice, sid, echo(pose, { repeats: 99 }));
    const balance = (await organisation(server, alice)).balanceCredits;
    const reply = await run(action._id);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'VALIDATION',
      message: 'Repeats out of bounds',
      issues: [{ field: 'repeats', message: 'Repeats out of bounds' }],
    });
    const noPoses = await createAction(server, alice, sid, echo(pose, { pose_ids: [] }));
    expect((await run(noPoses._id)).body.message).toBe('Select at least 1 structure to run Test echo');
    expect((await organisation(server, alice)).balanceCredits).toBe(balance);
    expect(await getAction(server, alice, sid, action._id)).toMatchObject({ status: 'INIT' });
  });

  it('refuses up front, uncharged, a task no engine can run', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(server, alice, sid, {
      task: 'test_engineless',
      pose_ids: [pose._id],
      collection_id: null,
    });
    expect(action.engine).toBeNull();
    const reply = await run(action._id);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 'NO_ENGINE', message: 'No engine can run Engineless test on this server.' });
    expect(await jobCount()).toBe(0);
    const engines = (await server.call('GET', '/api/engines', { token: alice })).body;
    expect(engines.test_engineless).toMatchObject({ kind: null, available: false });
    expect(engines.test_echo).toMatchObject({ kind: 'builtin', available: true });
  });
});

describe('isolation and concurrency', () => {
  it("user B cannot run, cancel, import into or read A's actions and results", async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const finished = await createAction(server, alice, sid, echo(pose));
    await run(finished._id);
    const done = await waitForStatus(server, alice, sid, finished._id, 'COMPLETED');
    const resultPose = (
      await server.call('POST', `/api/sessions/${sid}/poses/query`, {
        token: alice,
        body: { query: { pose_collection_id: done.results_collection_id } },
      })
    ).body.models[0];
    const fresh = await createAction(server, alice, sid, echo(pose));
    for (const [method, path] of [
      ['PUT', `/api/actions/${fresh._id}/run`],
      ['PUT', `/api/actions/${finished._id}/cancel`],
      ['GET', `/api/sessions/${sid}/actions/${finished._id}`],
      ['GET', `/api/sessions/${sid}/actions/${finished._id}/result/${resultPose._id}`],
    ] as const) {
      expect((await server.call(method, path, { token: bob })).status, path).toBe(404);
    }
    const imported = await server.call('PUT', `/api/actions/${fresh._id}/importResults`, {
      token: bob,
      body: { files: [{ name: 'output.json', data: '{"poses":[]}' }] },
    });
    expect(imported.status).toBe(404);
    expect(await getAction(server, alice, sid, fresh._id)).toMatchObject({ status: 'INIT', version: fresh.version });
    expect((await organisation(server, bob)).balanceCredits).toBe(10);
  });

  it('50 concurrent runs against credits for 10: exactly 10 charged and queued, the ledger sums to the balance', async () => {
    const { sid, pose } = await sessionWithPose(server, bob);
    const actions: { _id: string }[] = [];
    for (let i = 0; i < 50; i++) actions.push(await createAction(server, bob, sid, echo(pose), `Run ${i}`));
    const replies = await Promise.all(actions.map((action) => run(action._id, bob)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(40);
    expect(await jobCount()).toBe(10);
    const rows = await ledger(database.db, 'local|bob');
    expect(rows.filter((row) => row.type === 'debit')).toHaveLength(10);
    expect(Math.min(...rows.map((row) => row.balance))).toBe(0);
    const balance = (await organisation(server, bob)).balanceCredits;
    expect(balance).toBe(0);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBeCloseTo(balance, 6);
    const charged = replies.flatMap((reply, i) => (reply.status === 200 ? [actions[i]._id] : []));
    for (const id of charged) await waitForStatus(server, bob, sid, id, 'COMPLETED');
    const left = actions.filter((action) => !charged.includes(action._id));
    for (const action of left.slice(0, 5))
      expect(await getAction(server, bob, sid, action._id)).toMatchObject({ status: 'INIT', job_id: null });
  });
});

describe('live events', () => {
  it('tells the session channel about every step: queued, running, results, completed', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(server, alice, sid, echo(pose, { mode: 'gate' }));
    const live = await liveChannel(server, alice, sid);
    const updates = () =>
      live.events.filter((e) => e.type === 'actions' && e.op === 'update' && e.ids.includes(action._id)).length;
    await run(action._id);
    await expect.poll(updates).toBe(2);
    expect((await getAction(server, alice, sid, action._id)).status).toBe('RUNNING');
    testHooks().open.add(action._id);
    await expect.poll(() => live.events.some((e) => e.type === 'poses' && e.op === 'create')).toBe(true);
    await expect.poll(updates).toBeGreaterThanOrEqual(3);
    expect((await getAction(server, alice, sid, action._id)).status).toBe('COMPLETED');
    const failing = await createAction(server, alice, sid, echo(pose, { mode: 'fail' }));
    const before = live.events.length;
    await run(failing._id);
    await waitForStatus(server, alice, sid, failing._id, 'FAILED');
    await expect.poll(() => live.events.slice(before).filter((e) => e.ids.includes(failing._id)).length).toBe(3);
    live.close();
  });
});
