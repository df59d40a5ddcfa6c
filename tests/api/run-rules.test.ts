import { describe, expect, it } from 'vitest';
import { createAction, organisation, sessionWithPose } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// The server re-runs each plugin's own rules over the stored source poses: it never trusts the
// browser on availability, feature flags or the number of structures it charges for.
let server: TestServer;
let alice: string;
let bob: string;

useUsersServer((started) => ({ server, alice, bob } = started), {
  BENCH_ENGINE_PREPARE: 'simulated',
  BENCH_ENGINE_LOOP_REBUILD: 'simulated',
});

const balance = async (token: string) => (await organisation(server, token)).balanceCredits;
const run = (id: string, token = alice) => server.call('PUT', `/api/actions/${id}/run`, { token });

describe('PUT /api/actions/{id}/run enforces what the browser shows', () => {
  it('refuses Prepare without source structures with the availability hint, and charges nothing', async () => {
    const { sid } = await sessionWithPose(server, alice);
    const before = await balance(alice);
    const action = await createAction(
      server,
      alice,
      sid,
      { task: 'prepare', pose_ids: [], collection_id: null },
      'Prepare',
    );
    const reply = await run(action._id);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Select at least 1 structure to run Prepare');
    expect(await balance(alice)).toBe(before);
  });

  it('refuses Replace Ligand on a structure without ligands', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(
      server,
      alice,
      sid,
      { task: 'replace_ligand', pose_ids: [pose._id], collection_id: pose.pose_collection_id },
      'Replace Ligand',
    );
    const reply = await run(action._id);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Select 1 structure with ligands to run Replace Ligand');
  });

  it('refuses an action whose feature the user lacks (ppd needs canSeePPD), on create and on update', async () => {
    const { sid, pose } = await sessionWithPose(server, bob);
    const input = {
      task: 'ppd',
      pose_ids: [pose._id],
      collection_id: null,
      ppd_params: { structureA: pose._id, structureB: pose._id },
    };
    const created = await server.call('POST', `/api/sessions/${sid}/actions`, {
      token: bob,
      body: { name: 'PPD', input, score_function: null, results: [] },
    });
    expect(created.status).toBe(403);
    expect(created.body.message).toBe('Protein-Protein Docking is not enabled for your account.');
    const prepare = await createAction(
      server,
      bob,
      sid,
      { task: 'prepare', pose_ids: [pose._id], collection_id: null },
      'Prepare',
    );
    const changed = await server.call('PUT', `/api/sessions/${sid}/actions/${prepare._id}`, {
      token: bob,
      body: { input },
    });
    expect(changed.status).toBe(403);
    const { sid: aliceSid, pose: alicePose } = await sessionWithPose(server, alice);
    const allowed = await createAction(server, alice, aliceSid, { ...input, pose_ids: [alicePose._id] }, 'PPD');
    expect(allowed.input.task).toBe('ppd');
  });

  it('does not count an archived selector, as the browser does not offer it', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const made = await server.call('POST', `/api/sessions/${sid}/selectors`, {
      token: alice,
      body: { name: 'Loop', positions: [10, 11, 12, 13, 14, 15] },
    });
    const loop = made.body._id as string;
    const input = {
      task: 'loopmodel',
      pose_ids: [pose._id],
      collection_id: pose.pose_collection_id,
      repeats: 1,
      is_extended: false,
      selector: loop,
    };
    const archived = await createAction(server, alice, sid, input, 'Loop Rebuild');
    expect((await server.call('PUT', `/api/sessions/${sid}/selectors/${loop}/archive`, { token: alice })).status).toBe(
      200,
    );
    const before = await balance(alice);
    const refused = await run(archived._id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please create a selector in order to edit mutations.');
    expect(await balance(alice)).toBe(before);

    expect(
      (await server.call('PUT', `/api/sessions/${sid}/selectors/${loop}/dearchive`, { token: alice })).status,
    ).toBe(200);
    const active = await createAction(server, alice, sid, input, 'Loop Rebuild');
    expect((await run(active._id)).status).toBe(200);
  });
});
