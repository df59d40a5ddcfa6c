import { scoreColumnsFor } from '@bench/action-kit';
import { describe, expect, it } from 'vitest';
import { readFixture } from '@bench/fixtures';
import { referenceChainOnSeqres } from '../../families/structure-prediction/src/scoring/modelRmsd.ts';
import { fullLengthHeavy } from '../../families/structure-prediction/test/data/ighg1.ts';
import { organisation, sessionWithPose } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// Full-length antibody homology modelling (spec 2 §2.8, spec 3 §9: 100 credits per sequence) through
// the group routes, run by the real engine (BLAST+ and ProMod3): the heavy and light chain of the 1A0Q
// Fab, the heavy chain continued by human IgG1's hinge, CH2 and CH3, modelled on the project's 1A0Q.
let server: TestServer;
let alice: string;
let bob: string;
useUsersServer((started) => ({ server, alice, bob } = started));

const FAB = readFixture('pdb', '1a0q.pdb');
const HEAVY = fullLengthHeavy(referenceChainOnSeqres(FAB, 'H').sequence);
const LIGHT = referenceChainOnSeqres(FAB, 'L').sequence;
const TYPE = 'full-length-antibody-hm';
const balance = async (token: string) => (await organisation(server, token)).balanceCredits;
const prediction = async (sid: string, id: string) =>
  (await server.call('GET', `/api/sessions/${sid}/structure_predictions/${id}`, { token: alice })).body;

async function antibody(sid: string, input: Record<string, unknown>, templates: string[] = [], token = alice) {
  const group = await server.call('POST', `/api/sessions/${sid}/structure_prediction_groups`, {
    token,
    body: { name: 'Full-Length Antibody HM: 29G11', type: TYPE },
  });
  expect(group.status, group.text).toBe(201);
  const member = await server.call('POST', `/api/structure_prediction_groups/${group.body._id}/structure_predictions`, {
    token,
    body: { type: TYPE, name: '29G11', input, single_chain_hm_template_ids: templates },
  });
  return { group: group.body as { _id: string }, member };
}

describe('full-length antibody HM through groups', () => {
  it('models both chains on the project Fab for 100 credits: a two-chain pose typed full-length-antibody-hm, templates per chain, the Fc named in a warning', async () => {
    const { sid, pose } = await sessionWithPose(server, alice, 'pdb/1a0q.pdb');
    expect((await server.call('GET', '/api/engines', { token: alice })).body.full_length_antibody_hm).toMatchObject({
      kind: 'builtin',
      available: true,
    });
    const { group, member } = await antibody(sid, { heavy: HEAVY.toLowerCase(), light: LIGHT }, [pose._id]);
    expect(member.status, member.text).toBe(201);
    const before = await balance(alice);
    const submitted = await server.call('POST', `/api/structure_prediction_groups/${group._id}/submit`, {
      token: alice,
    });
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.members[0]).toMatchObject({ status: 'submitted', price: 100 });
    expect(await balance(alice)).toBeCloseTo(before - 100);

    await expect
      .poll(async () => (await prediction(sid, member.body._id)).status, { timeout: 120_000, interval: 250 })
      .toBe('completed');
    const done = await prediction(sid, member.body._id);
    expect(done.engine).toBe('builtin');
    expect(done.method.name).toMatch(/BLAST\+.*ProMod3/);
    expect(done.method.templates).toEqual([
      expect.objectContaining({ chain: 'H', template: '1a0q.H', template_source: 'project' }),
      expect.objectContaining({ chain: 'L', template: '1a0q.L', template_source: 'project', identity: 100 }),
    ]);
    expect(done.errors_and_warnings.message_1).toBe(
      `Heavy chain residues 1 and 218–${HEAVY.length} have no template coverage and were not modelled.`,
    );
    expect(done.alignments.slice(0, 2).map((a: { target_tag: string }) => a.target_tag)).toEqual(['1a0q.H', '1a0q.L']);
    expect(done.alignments[0]).toMatchObject({ query_start: 2, target_start: 1, p_correct: 1 });

    const collection = (
      await server.call('GET', `/api/sessions/${sid}/pose_collections/${done.collection_id}`, { token: alice })
    ).body;
    expect(collection).toMatchObject({ type: TYPE, engine: 'builtin', structure_prediction_id: done._id });
    const { models } = (
      await server.call('POST', `/api/sessions/${sid}/poses/query`, {
        token: alice,
        body: { query: { pose_collection_id: collection._id } },
      })
    ).body;
    expect(models).toHaveLength(1);
    expect(models[0].sequence).toBe(`${HEAVY.slice(1, 217)}/${LIGHT.slice(1)}`);
    expect(models[0].score_terms).toMatchObject({
      template: '1a0q',
      template_H: '1a0q.H',
      template_L: '1a0q.L',
      identity_L: 100,
      coverage_L: expect.closeTo(211 / 212, 3),
    });
    // each chain's template identity and coverage are columns of the collection's table
    expect(scoreColumnsFor(collection, models).map((c) => [c.label, c.unit ?? '', c.value(models[0])])).toEqual([
      ['Score', '', models[0].score],
      ['Identity H', '%', models[0].score_terms.identity_H],
      ['Coverage H', '', models[0].score_terms.coverage_H],
      ['Identity L', '%', 100],
      ['Coverage L', '', models[0].score_terms.coverage_L],
    ]);
    const pdb = (await server.call('GET', `/api/sessions/${sid}/poses/${models[0]._id}/pdb`, { token: alice })).body
      .pdb as string;
    expect(
      new Set(
        pdb
          .split('\n')
          .filter((l) => l.startsWith('ATOM'))
          .map((l) => l[21]),
      ),
    ).toEqual(new Set(['H', 'L']));
    expect((await server.call('GET', `/api/structure_predictions/${done._id}/alignments`, { token: bob })).status).toBe(
      404,
    );
  }, 150_000);

  it("refuses a chain outside 10–2000 residues with the model's message (422)", async () => {
    const { sid } = await sessionWithPose(server, alice, 'pdb/1a0q.pdb');
    const { member } = await antibody(sid, { heavy: HEAVY, light: 'DIQ' });
    expect(member.status).toBe(422);
    expect(member.body.message).toBe(
      'Light chain: Input sequence length 3 is outside the range 10 to 2000 residues that full-length antibody homology modelling accepts.',
    );
  });

  it('fails with the reason and gives the credits back when no structure holds both chains', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const { group, member } = await antibody(sid, { heavy: HEAVY, light: LIGHT }, [pose._id]);
    const before = await balance(alice);
    expect(
      (await server.call('POST', `/api/structure_prediction_groups/${group._id}/submit`, { token: alice })).status,
    ).toBe(200);
    expect(await balance(alice)).toBeCloseTo(before - 100);
    await expect
      .poll(async () => (await prediction(sid, member.body._id)).status, { timeout: 120_000, interval: 250 })
      .toBe('failed');
    expect((await prediction(sid, member.body._id)).error_message).toMatch(
      /^No template holds both chains: no project or site structure has BLAST hits/,
    );
    await expect.poll(() => balance(alice)).toBeCloseTo(before);
  }, 150_000);
});
