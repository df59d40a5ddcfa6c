import { describe, expect, it } from 'vitest';
import { organisation, sessionWithPose } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// ThermoMPNN items (spec 2 §3–§4, spec 3 §7, §9): INIT → RUNNING → COMPLETED through the job
// pipeline, 45 credits per structure, renamed only while INIT.
let server: TestServer;
let alice: string;
let bob: string;

// the pipeline on the simulated engine (fast, free); the trained engine: thermo-mpnn-trained.test.ts
useUsersServer((started) => ({ server, alice, bob } = started), { BENCH_ENGINE_THERMO_MPNN: 'simulated' });

const balance = async (token: string) => (await organisation(server, token)).balanceCredits;
const at = (sid: string, rest = '') => `/api/sessions/${sid}/thermo_mpnns${rest}`;

async function created(sid: string, poseId: string) {
  const reply = await server.call('POST', at(sid), { token: alice, body: { inputs: { pose_id: poseId } } });
  expect(reply.status, reply.text).toBe(201);
  return reply.body;
}

describe('ThermoMPNN', () => {
  it('creates INIT for a structure of the session, named after it', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    expect(await created(sid, pose._id)).toMatchObject({
      name: 'ThermoMPNN 1crn',
      status: 'INIT',
      inputs: { pose_id: pose._id, pose_name: '1crn' },
      outputs: {},
    });
    expect(
      (await server.call('POST', at(sid), { token: alice, body: { inputs: { pose_id: 'f'.repeat(24) } } })).status,
    ).toBe(400);
  });

  it('runs on the simulated engine for nothing (45 credits on a real one: job-prices.test.ts) to COMPLETED with a value for every substitution of every residue; the name is then fixed', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const item = await created(sid, pose._id);
    const renamed = await server.call('PUT', at(sid, `/${item._id}`), { token: alice, body: { name: 'Crambin scan' } });
    expect(renamed.body.name).toBe('Crambin scan');
    const before = await balance(alice);
    const ran = await server.call('PUT', at(sid, `/${item._id}/run`), { token: alice });
    expect(ran.status, ran.text).toBe(200);
    expect(ran.body).toMatchObject({ status: 'QUEUEING', price: 0, engine: 'simulated' });
    expect(await balance(alice)).toBe(before);
    await expect
      .poll(async () => (await server.call('GET', at(sid, `/${item._id}`), { token: alice })).body.status, {
        timeout: 15_000,
      })
      .toBe('COMPLETED');
    const done = (await server.call('GET', at(sid, `/${item._id}`), { token: alice })).body;
    expect(Object.keys(done.outputs.results)).toHaveLength(46);
    expect(Object.keys(done.outputs.results['1'])).toHaveLength(19);
    expect(done.outputs.original_residues['1']).toBe('T');
    expect(done.engine).toBe('simulated');
    const late = await server.call('PUT', at(sid, `/${item._id}`), { token: alice, body: { name: 'Too late' } });
    expect(late.status).toBe(409);
    const again = await server.call('PUT', at(sid, `/${item._id}/run`), { token: alice });
    expect([again.status, again.body.message]).toEqual([409, 'Crambin scan has already run.']);
  });

  it("keeps Bob out of Alice's items", async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const item = await created(sid, pose._id);
    expect((await server.call('PUT', at(sid, `/${item._id}/run`), { token: bob })).status).toBe(404);
    expect((await server.call('GET', at(sid, `/${item._id}`), { token: bob })).status).toBe(404);
  });
});
