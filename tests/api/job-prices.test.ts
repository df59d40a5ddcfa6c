import { describe, expect, it } from 'vitest';
import type { TestDatabase } from './helpers/database.ts';
import { addPose, createAction, createThermoMpnn, ledger, organisation, sessionWithPose } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// What each job is charged on a real engine (an external command here; no worker takes the jobs, so
// what is checked is the price and the debit, and the refund on cancel). The simulated engines of
// the same tasks charge nothing (tests/security/simulated-price.test.ts).
let database: TestDatabase;
let server: TestServer;
let alice: string;
let bob: string;

useUsersServer((started) => ({ database, server, alice, bob } = started), {
  BENCH_WORKERS: '0',
  BENCH_ENGINE_PREPARE: 'external:true',
  BENCH_ENGINE_LOOP_REBUILD: 'external:true',
  BENCH_ENGINE_DDG: 'external:true',
  BENCH_ENGINE_THERMO_MPNN: 'external:true',
  BENCH_ENGINE_EPITOPE_PREDICTION: 'external:true',
  BENCH_ENGINE_SINGLE_CHAIN_HM: 'external:true',
});

const balance = async () => (await organisation(server, alice)).balanceCredits;

/**
 * Cancels the queued run of `id` at `path` and checks what a scientist sees: the item CANCELLED
 * (`statusKey`), `price` refunded in one ledger row, Bob refused, a second cancel refused.
 */
async function cancelsWithRefund(path: string, id: string, statusKey: string, price: number) {
  const before = await balance();
  expect((await server.call('PUT', path, { token: bob })).status).toBe(404);
  const cancelled = await server.call('PUT', path, { token: alice });
  expect(cancelled.status, cancelled.text).toBe(200);
  expect(cancelled.body[statusKey]).toBe('CANCELLED');
  expect(await balance()).toBeCloseTo(before + price);
  expect((await ledger(database.db, '42')).at(-1)).toMatchObject({ type: 'refund', amount: price, reference: id });
  const again = await server.call('PUT', path, { token: alice });
  expect([again.status, again.body.message]).toEqual([409, `${cancelled.body.name} is not queued or running.`]);
  expect(await balance()).toBeCloseTo(before + price);
}

describe('prices on a real engine', () => {
  it('charges Prepare per structure (spec 3 §9 gives no unit)', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const second = await addPose(server, alice, sid, 'pdb/1l2y.pdb');
    const before = await balance();
    const action = await createAction(
      server,
      alice,
      sid,
      { task: 'prepare', pose_ids: [pose._id, second.pose._id], collection_id: null },
      'Prepare',
    );
    const reply = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ price: 10, engine: 'external' });
    expect(await balance()).toBeCloseTo(before - 10);
  });

  it('charges Loop Rebuild by the loop length of its selector', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const loop = (
      await server.call('POST', `/api/sessions/${sid}/selectors`, {
        token: alice,
        body: { name: 'Loop', positions: [10, 11, 12, 13, 14, 15] },
      })
    ).body._id;
    const before = await balance();
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
    const reply = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.price).toBeCloseTo(0.6);
    expect(await balance()).toBeCloseTo(before - 0.6);
  });

  it('charges DDG 0.2 per mutation plus 10, and refunds it on cancel', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const result = (
      await server.call('POST', `/api/sessions/${sid}/ddg_results`, {
        token: alice,
        body: { pose_id: pose._id, selector: 'all', results: { '2': { A: '+', G: '+' }, '13': { A: '+' } } },
      })
    ).body;
    const before = await balance();
    const reply = await server.call('POST', `/api/ddg_results/${result._id}/run`, { token: alice });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ price: 10.6, job_status: 'QUEUEING' });
    expect(await balance()).toBeCloseTo(before - 10.6);
    const cancelled = await server.call('PUT', `/api/ddg_results/${result._id}/cancel`, { token: alice });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await balance()).toBeCloseTo(before);
    expect((await ledger(database.db, '42')).at(-1)).toMatchObject({
      type: 'refund',
      amount: 10.6,
      reference: result._id,
    });
  });

  it('charges ThermoMPNN 45 credits a structure, and refunds it on cancel', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const item = await createThermoMpnn(server, alice, sid, pose._id);
    const before = await balance();
    const reply = await server.call('PUT', `/api/sessions/${sid}/thermo_mpnns/${item._id}/run`, { token: alice });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ status: 'QUEUEING', price: 45 });
    expect(await balance()).toBeCloseTo(before - 45);
    await cancelsWithRefund(`/api/sessions/${sid}/thermo_mpnns/${item._id}/cancel`, item._id, 'status', 45);
  });

  it('charges an epitope prediction 1 credit a sequence, and refunds it on cancel', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const before = await balance();
    const view = await server.call('POST', `/api/sessions/${sid}/epitope_prediction_views`, {
      token: alice,
      body: { pose_ids: [pose._id] },
    });
    expect(view.status, view.text).toBe(201);
    expect(await balance()).toBeCloseTo(before - 1);
    const [id] = view.body.epitope_prediction_ids;
    await cancelsWithRefund(`/api/epitope_predictions/${id}/cancel`, id, 'status', 1);
  });

  it('charges a single-chain homology model 100 credits, and refunds it on cancel', async () => {
    const { sid } = await sessionWithPose(server, alice);
    const group = (
      await server.call('POST', `/api/sessions/${sid}/structure_prediction_groups`, {
        token: alice,
        body: { name: 'Single-Chain HM 1', type: 'single-chain-hm' },
      })
    ).body;
    const member = (
      await server.call('POST', `/api/structure_prediction_groups/${group._id}/structure_predictions`, {
        token: alice,
        body: { name: 'crambin', input: { sequence: 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN' } },
      })
    ).body;
    const before = await balance();
    const submitted = await server.call('POST', `/api/structure_prediction_groups/${group._id}/submit`, {
      token: alice,
    });
    expect(submitted.status, submitted.text).toBe(200);
    expect(await balance()).toBeCloseTo(before - 100);
    await cancelsWithRefund(`/api/structure_predictions/${member._id}/cancel`, member._id, 'job_status', 100);
  });
});
