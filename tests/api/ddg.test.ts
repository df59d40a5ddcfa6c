import { describe, expect, it } from 'vitest';
import { ledger, liveChannel, organisation, sessionWithPose } from './helpers/jobs.ts';
import type { TestDatabase } from './helpers/database.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// DDG results (spec 2 §3–§4, spec 3 §7, §9): created for one structure, run through the same debit,
// queue, progress and refund path as actions, re-validated on the server and priced 0.2 per mutation
// plus 10 per structure.
let database: TestDatabase;
let server: TestServer;
let alice: string;
let bob: string;

useUsersServer((started) => ({ database, server, alice, bob } = started), { BENCH_ENGINE_DDG: 'simulated' });

const balance = async (token: string) => (await organisation(server, token)).balanceCredits;
const get = async (sid: string, id: string, token = alice) =>
  (await server.call('GET', `/api/sessions/${sid}/ddg_results/${id}`, { token })).body;
const run = (id: string, token = alice) => server.call('POST', `/api/ddg_results/${id}/run`, { token });

async function created(sid: string, poseId: string, results: Record<string, Record<string, string>>, selector = 'all') {
  const reply = await server.call('POST', `/api/sessions/${sid}/ddg_results`, {
    token: alice,
    body: { pose_id: poseId, selector, results },
  });
  expect(reply.status, reply.text).toBe(201);
  return reply.body;
}

describe('DDG results', () => {
  it('starts Initialized with the pose, the session counter and the current protocol version', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const first = await created(sid, pose._id, {});
    const second = await created(sid, pose._id, {});
    expect(first).toMatchObject({
      pose_id: pose._id,
      pose_name: '1crn',
      name: 'DDG for 1crn',
      state: 0,
      unit: 'kcal',
      ddgVersion: 2,
      task_id: '1',
      selector: 'all',
    });
    expect(second.task_id).toBe('2');
    const session = (await server.call('GET', `/api/sessions/${sid}`, { token: alice })).body;
    expect(session.ddg_counter).toBe(2);
  });

  it('refuses a malformed grid when it is saved, naming the cell, and keeps the stored one', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const result = await created(sid, pose._id, { '3': { A: '+' } });
    const bad = await server.call('PUT', `/api/sessions/${sid}/ddg_results/${result._id}`, {
      token: alice,
      body: { results: { '3': { A: 'yes' } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("results.3.A: must be '', '+' or a number");
    const notGrid = await server.call('POST', `/api/sessions/${sid}/ddg_results`, {
      token: alice,
      body: { pose_id: pose._id, results: ['+'] },
    });
    expect(notGrid.status).toBe(400);
    expect(notGrid.body.message).toBe('results: must be an object of at most 10000 entries, not a list');
    expect((await get(sid, result._id)).results).toEqual({ '3': { A: '+' } });
  });

  it('refuses a pose that is not in the session', async () => {
    const { sid } = await sessionWithPose(server, alice);
    const reply = await server.call('POST', `/api/sessions/${sid}/ddg_results`, {
      token: alice,
      body: { pose_id: 'f'.repeat(24), results: {} },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('no such structure in this session');
  });

  it('runs on the simulated engine for nothing (0.2 per mutation plus 10 on a real one: job-prices.test.ts), goes Running then Executed with a score in every + cell, live', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const result = await created(sid, pose._id, { '2': { A: '+', G: '+' }, '13': { A: '+' } });
    const channel = await liveChannel(server, alice, sid);
    const before = await balance(alice);
    const reply = await run(result._id);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ state: 1, price: 0, job_status: 'QUEUEING' });
    await expect.poll(async () => (await get(sid, result._id)).state, { timeout: 15_000 }).toBe(2);
    const done = await get(sid, result._id);
    expect(done.engine).toBe('simulated');
    for (const [position, letter] of [
      ['2', 'A'],
      ['2', 'G'],
      ['13', 'A'],
    ]) {
      expect(typeof done.results[position][letter]).toBe('number');
      // each score carries the spread over its independent repeats (BENCH_DDG_REPEATS, default 2)
      expect(done.spreads[position][letter]).toEqual({ spread: expect.any(Number), repeats: 2 });
      expect(done.spreads[position][letter].spread).toBeGreaterThanOrEqual(0);
    }
    expect(done.method).toMatchObject({ name: 'simulated', repeats: 2 });
    expect(await balance(alice)).toBe(before);
    await expect.poll(() => channel.events.filter((e) => e.type === 'ddg_results').length).toBeGreaterThanOrEqual(2);
    channel.close();
  });

  it('re-validates on the server: no mutation, a selector outside the structure, ligands, and a running result', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const before = await balance(alice);
    const empty = await created(sid, pose._id, {});
    expect((await run(empty._id)).body.message).toBe('Enable at least one mutation to run DDG.');
    const selector = (
      await server.call('POST', `/api/sessions/${sid}/selectors`, {
        token: alice,
        body: { name: 'Far', positions: [400, 401] },
      })
    ).body;
    const outside = await created(sid, pose._id, { '2': { A: '+' } }, selector._id);
    const refused = await run(outside._id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please choose a selector that overlaps with your structure.');
    expect(await balance(alice)).toBe(before);

    const ligand = await sessionWithPose(server, alice, 'pdb/2fvd.pdb', ['LIA']);
    const withLigand = await created(ligand.sid, ligand.pose._id, { '20': { A: '+' } });
    expect((await run(withLigand._id)).body.message).toBe(
      'Select 1 structure without ligands or nucleic acids to run DDG',
    );

    const ok = await created(sid, pose._id, { '2': { A: '+' } });
    expect((await run(ok._id)).status).toBe(200);
    // run again at once: refused while the job runs, or (the simulated engine is quick) with nothing left to compute
    const again = await run(ok._id);
    if (again.status === 409) expect(again.body.message).toMatch(/^DDG \d+ is already running\.$/);
    else expect([again.status, again.body.message]).toEqual([400, 'Enable at least one mutation to run DDG.']);
  });

  it('keeps computed scores when a client sends the grid back, and runs again on newly enabled cells', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const result = await created(sid, pose._id, { '2': { A: '+' } });
    await run(result._id);
    await expect.poll(async () => (await get(sid, result._id)).state, { timeout: 15_000 }).toBe(2);
    const first = await get(sid, result._id);
    const scored = first.results['2'].A;
    // the spreads are the pipeline's: a client sending its own is ignored
    const edited = await server.call('PUT', `/api/sessions/${sid}/ddg_results/${result._id}`, {
      token: alice,
      body: { results: { '2': { A: '', V: '+' } }, spreads: { '2': { A: { spread: 9, repeats: 99 } } } },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.results['2']).toEqual({ A: scored, V: '+' });
    expect(edited.body.spreads).toEqual(first.spreads);
    expect((await run(result._id)).body.price).toBe(0);
    await expect
      .poll(async () => typeof (await get(sid, result._id)).results['2'].V, { timeout: 15_000 })
      .toBe('number');
    // the second run adds the new cell's spread and keeps the first run's
    const again = await get(sid, result._id);
    expect(again.spreads['2']).toEqual({ A: first.spreads['2'].A, V: { spread: expect.any(Number), repeats: 2 } });
  });

  it('cancels a run, or answers 409 with the final state when the run ended first (on a real engine its price comes back: job-prices.test.ts)', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const result = await created(sid, pose._id, { '2': { A: '+' } });
    const before = await balance(alice);
    await run(result._id);
    const cancelled = await server.call('PUT', `/api/ddg_results/${result._id}/cancel`, { token: alice });
    const ofResult = async () =>
      (await ledger(database.db, '42'))
        .filter((row) => row.reference === result._id)
        .map(({ type, amount }) => ({ type, amount }));
    // which one wins is the machine's timing; job-cancel-race.test.ts forces both many times
    if (cancelled.status === 200) {
      expect(cancelled.body).toMatchObject({ state: 0, job_status: 'CANCELLED' });
      expect(await balance(alice)).toBeCloseTo(before);
      expect(await ofResult()).toEqual([]);
    } else {
      expect([cancelled.status, cancelled.body]).toEqual([
        409,
        {
          code: 'CONFLICT',
          message: `${result.name} ${result.task_id} is not queued or running.`,
          job_status: 'COMPLETED',
        },
      ]);
      expect(await get(sid, result._id)).toMatchObject({ state: 2, job_status: 'COMPLETED' });
      // the simulated engine charges nothing
      expect(await balance(alice)).toBeCloseTo(before);
      expect(await ofResult()).toEqual([]);
    }
  });

  it("is invisible to another user: Bob cannot read, change, run or cancel Alice's result", async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const result = await created(sid, pose._id, { '2': { A: '+' } });
    expect((await server.call('GET', `/api/sessions/${sid}/ddg_results/${result._id}`, { token: bob })).status).toBe(
      404,
    );
    expect((await run(result._id, bob)).status).toBe(404);
    expect((await server.call('PUT', `/api/ddg_results/${result._id}/cancel`, { token: bob })).status).toBe(404);
    expect((await get(sid, result._id)).state).toBe(0);
  });
});
