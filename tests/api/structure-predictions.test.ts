import { scoreColumnsFor } from '@bench/action-kit';
import { describe, expect, it } from 'vitest';
import { organisation, sessionWithPose } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// Structure predictions (spec 2 §3, §4, spec 3 §7–§9): Single-Chain HM groups of members, submitted
// all at once for 100 credits per sequence, run by the real homology-modelling engine (BLAST+, ProMod3).
let server: TestServer;
let alice: string;
let bob: string;

useUsersServer((started) => ({ server, alice, bob } = started));

const CRAMBIN = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';
const balance = async (token: string) => (await organisation(server, token)).balanceCredits;
const prediction = async (sid: string, id: string, token = alice) =>
  (await server.call('GET', `/api/sessions/${sid}/structure_predictions/${id}`, { token })).body;

async function group(sid: string, token = alice) {
  const reply = await server.call('POST', `/api/sessions/${sid}/structure_prediction_groups`, {
    token,
    body: { name: 'Single-Chain HM 1', type: 'single-chain-hm' },
  });
  expect(reply.status, reply.text).toBe(201);
  return reply.body as { _id: string; member_ids: string[]; submitted: boolean };
}

const addMember = (gid: string, body: Record<string, unknown>, token = alice) =>
  server.call('POST', `/api/structure_prediction_groups/${gid}/structure_predictions`, {
    token,
    body: { type: 'single-chain-hm', ...body },
  });

describe('single-chain homology modelling through groups', () => {
  it('models a member on the project template for 100 credits: a typed pose collection, alignments, and no second submit', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const g = await group(sid);
    const added = await addMember(g._id, {
      name: 'crambin model',
      input: { sequence: CRAMBIN.toLowerCase() },
      single_chain_hm_template_ids: [pose._id],
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({
      status: 'created',
      group_id: g._id,
      input: { sequence: CRAMBIN },
      single_chain_hm_template_ids: [pose._id],
    });
    const stored = (
      await server.call('GET', `/api/sessions/${sid}/structure_prediction_groups/${g._id}`, { token: alice })
    ).body;
    expect(stored.member_ids).toEqual([added.body._id]);

    const before = await balance(alice);
    const submitted = await server.call('POST', `/api/structure_prediction_groups/${g._id}/submit`, { token: alice });
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.members[0]).toMatchObject({ status: 'submitted', price: 100 });
    expect(await balance(alice)).toBeCloseTo(before - 100);
    expect(
      (await server.call('POST', `/api/structure_prediction_groups/${g._id}/submit`, { token: alice })).status,
    ).toBe(409);
    expect((await addMember(g._id, { name: 'late', input: { sequence: CRAMBIN } })).status).toBe(409);
    expect(
      (
        await server.call('PUT', `/api/sessions/${sid}/structure_predictions/${added.body._id}`, {
          token: alice,
          body: { single_chain_hm_template_ids: [] },
        })
      ).status,
    ).toBe(409);

    await expect
      .poll(async () => (await prediction(sid, added.body._id)).status, { timeout: 120_000, interval: 250 })
      .toBe('completed');
    const done = await prediction(sid, added.body._id);
    expect(done.engine).toBe('builtin');
    expect(done.method).toMatchObject({ template: '1crn.A', template_source: 'project', identity: 100 });
    expect(done.alignments[0]).toMatchObject({
      target_tag: '1crn.A',
      query_start: 1,
      query_aln_seq: CRAMBIN,
      p_correct: expect.any(Number),
    });
    // what the template table shows of every template: source, identity (%), coverage, E-value, resolution (Å), ranking score
    for (const alignment of done.alignments) {
      expect(Object.keys(alignment).sort()).toEqual([
        'coverage',
        'evalue',
        'identity',
        'p_correct',
        'query_aln_seq',
        'query_start',
        'resolution',
        'score',
        'source',
        'target_aln_seq',
        'target_start',
        'target_tag',
      ]);
    }
    expect(done.alignments[0]).toMatchObject({
      source: 'project',
      identity: 100,
      coverage: 1,
      score: 1,
      evalue: expect.any(Number),
    });
    expect(done.method).toMatchObject({
      template_score: 1,
      choice: expect.stringMatching(/^Template 1crn\.A \(selected\) was chosen/),
    });
    // the model's quality: global and per residue, one value per modelled residue
    expect(done.method.quality.global).toEqual(expect.any(Number));
    expect(done.method.quality.residues.map((r: { code: string }) => r.code).join('')).toBe(CRAMBIN);
    const collection = (
      await server.call('GET', `/api/sessions/${sid}/pose_collections/${done.collection_id}`, { token: alice })
    ).body;
    expect(collection).toMatchObject({ type: 'single-chain-hm', engine: 'builtin', structure_prediction_id: done._id });
    const poses = (
      await server.call('POST', `/api/sessions/${sid}/poses/query`, {
        token: alice,
        body: { query: { pose_collection_id: collection._id } },
      })
    ).body;
    const { models } = poses;
    expect(models).toHaveLength(1);
    expect(models[0].sequence).toBe(CRAMBIN);
    expect(models[0].score).toBe(done.method.quality.global);
    // the table shows the model quality as Score, then the template's numbers, each with its unit
    const columns = scoreColumnsFor(collection, models);
    expect(columns.map((c) => [c.label, c.unit ?? ''])).toEqual([
      ['Score', ''],
      ['Identity', '%'],
      ['Coverage', ''],
      ['E-value', ''],
      ['Resolution', 'Å'],
      ['Template score', ''],
    ]);
    expect(columns.map((c) => c.value(models[0]))).toEqual([
      done.method.quality.global,
      100,
      1,
      models[0].score_terms.evalue,
      models[0].score_terms.resolution,
      1,
    ]);
    const alignments = await server.call('GET', `/api/structure_predictions/${done._id}/alignments`, { token: alice });
    expect(alignments.body).toEqual(done.alignments);
    expect((await server.call('GET', `/api/structure_predictions/${done._id}/alignments`, { token: bob })).status).toBe(
      404,
    );
  }, 150_000);

  it("refuses a sequence outside 10–2000 residues with the engine's own message (422), and an empty group", async () => {
    const { sid } = await sessionWithPose(server, alice);
    const g = await group(sid);
    const short = await addMember(g._id, { name: 'short', input: { sequence: 'MKV' } });
    expect(short.status).toBe(422);
    expect(short.body.message).toBe(
      'Input sequence length 3 is outside the range 10 to 2000 residues that single-chain homology modelling accepts.',
    );
    const empty = await server.call('POST', `/api/structure_prediction_groups/${g._id}/submit`, { token: alice });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Single-Chain HM 1 has no sequences to submit.');
  });

  it("checks a member as the create route checks a prediction: unknown fields, sizes, and its group's type", async () => {
    const { sid } = await sessionWithPose(server, alice);
    const g = await group(sid);
    const refused = async (body: Record<string, unknown>) => {
      const reply = await addMember(g._id, { name: 'm', input: { sequence: CRAMBIN }, ...body });
      return [reply.status, reply.body.message];
    };
    expect(await refused({ price: 0, is_admin: true })).toEqual([400, 'unknown fields: price, is_admin']);
    expect((await refused({ name: 'n'.repeat(10_000) }))[0]).toBe(400);
    expect((await refused({ input: { sequence: 'A'.repeat(200_000) } }))[0]).toBe(400);
    expect(await refused({ input: { sequence: CRAMBIN, selected_only: 'yes', temperature: 300 } })).toEqual([
      400,
      'input.selected_only: must be true or false, not "yes"\ninput.temperature: is not a field of this job',
    ]);
    expect(await refused({ type: 'ai-folding' })).toEqual([
      400,
      'type: Single-Chain HM 1 holds single-chain-hm predictions',
    ]);
    const stored = await server.call('GET', `/api/sessions/${sid}/structure_prediction_groups/${g._id}`, {
      token: alice,
    });
    expect(stored.body.member_ids).toEqual([]);
  });

  it("runs with the template's ligands only for a user whose flags open them, and takes no other ligand value", async () => {
    const { sid } = await sessionWithPose(server, bob);
    const g = await group(sid, bob);
    const member = async (ligands: unknown) =>
      addMember(g._id, { name: 'crambin', input: { sequence: CRAMBIN }, single_chain_hm_ligands_id: ligands }, bob);
    expect((await member('a-small-molecule-id')).status).toBe(400);
    const withLigands = (await member('template')).body;
    const submit = async () => {
      const reply = await server.call('POST', `/api/structure_prediction_groups/${g._id}/submit`, { token: bob });
      return [reply.status, reply.body.code, reply.body.message];
    };
    expect(await submit()).toEqual([
      403,
      'FEATURE_DISABLED',
      "Carrying the template's ligands into the models is not enabled for your account.",
    ]);
    // the same member without the option goes on to its price, which Bob's 10 credits do not cover
    const plain = await server.call('PUT', `/api/sessions/${sid}/structure_predictions/${withLigands._id}`, {
      token: bob,
      body: { single_chain_hm_ligands_id: null },
    });
    expect(plain.status, plain.text).toBe(200);
    expect(await submit()).toEqual([422, 'INSUFFICIENT_CREDITS', 'Insufficient credits to complete this request.']);
    expect((await prediction(sid, withLigands._id, bob)).job_status).toBe('INIT');
  });

  it("removes a member before submitting; Bob cannot touch Alice's group", async () => {
    const { sid } = await sessionWithPose(server, alice);
    const g = await group(sid);
    const member = (await addMember(g._id, { name: 'crambin', input: { sequence: CRAMBIN } })).body;
    expect(
      (
        await server.call('DELETE', `/api/structure_prediction_groups/${g._id}/structure_predictions/${member._id}`, {
          token: bob,
        })
      ).status,
    ).toBe(404);
    expect((await addMember(g._id, { name: 'intruder', input: { sequence: CRAMBIN } }, bob)).status).toBe(404);
    const removed = await server.call(
      'DELETE',
      `/api/structure_prediction_groups/${g._id}/structure_predictions/${member._id}`,
      { token: alice },
    );
    expect(removed.status, removed.text).toBe(200);
    expect(
      (await server.call('GET', `/api/sessions/${sid}/structure_prediction_groups/${g._id}`, { token: alice })).body
        .member_ids,
    ).toEqual([]);
    expect(
      (await server.call('GET', `/api/sessions/${sid}/structure_predictions/${member._id}`, { token: alice })).status,
    ).toBe(404);
  });

  it("a target with no template anywhere fails with the engine's reason and its credits come back", async () => {
    const { sid } = await sessionWithPose(server, alice);
    const g = await group(sid);
    const member = (
      await addMember(g._id, { name: 'nothing like it', input: { sequence: 'GSGSGSGSGSGSGSGSGSGSGSGS' } })
    ).body;
    const before = await balance(alice);
    expect(
      (await server.call('POST', `/api/structure_prediction_groups/${g._id}/submit`, { token: alice })).status,
    ).toBe(200);
    await expect
      .poll(async () => (await prediction(sid, member._id)).status, { timeout: 120_000, interval: 250 })
      .toBe('failed');
    expect((await prediction(sid, member._id)).error_message).toMatch(/template/i);
    await expect.poll(() => balance(alice)).toBeCloseTo(before);
  }, 150_000);
});
