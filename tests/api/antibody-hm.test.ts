import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '@bench/fixtures';
import { organisation } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// Antibody homology modelling (spec 2 §2.8, spec 3 §9: 5 credits) through the ABodyBuilder2 adapter,
// with a stand-in command that writes ABodyBuilder2's output file (an Fv with chains H and L whose
// B-factors are the per-residue error estimate in Å).
const STANDIN = join(
  import.meta.dirname,
  '..',
  '..',
  'plugins',
  'antibody-modelling',
  'test',
  'abodybuilder2-standin.mjs',
);
process.env.BENCH_ABODYBUILDER2_COMMAND = `node ${STANDIN} ${fixturePath()}`;

let server: TestServer;
let alice: string;
useUsersServer((started) => ({ server, alice } = started));

// trastuzumab's variable domains
const HEAVY =
  'EVQLVESGGGLVQPGGSLRLSCAASGFNIKDTYIHWVRQAPGKGLEWVARIYPTNGYTRYADSVKGRFTISADTSKNTAYLQMNSLRAEDTAVYYCSRWGGDGFYAMDYWGQGTLVTVSS';
const LIGHT =
  'DIQMTQSPSSLSASVGDRVTITCRASQDVNTAVAWYQQKPGKAPKLLIYSASFLYSGVPSRFSGSRSGTDFTLTISSLQPEDFATYYCQQHYTTPPTFGQGTKVEIK';

async function antibody(sid: string, heavy: string, light: string) {
  const group = (
    await server.call('POST', `/api/sessions/${sid}/structure_prediction_groups`, {
      token: alice,
      body: { name: 'Antibody HM: trastuzumab', type: 'antibody-hm' },
    })
  ).body;
  const member = await server.call('POST', `/api/structure_prediction_groups/${group._id}/structure_predictions`, {
    token: alice,
    body: { type: 'antibody-hm', name: 'trastuzumab', input: { heavy, light } },
  });
  return { group, member };
}

describe('antibody HM through the ABodyBuilder2 adapter', () => {
  it('models heavy and light chain as one Fv for 5 credits, with the predicted error per chain from the B-factors', async () => {
    const sid = (await server.call('POST', '/api/sessions', { token: alice, body: { name: 'Antibodies' } })).body._id;
    expect((await server.call('GET', '/api/engines', { token: alice })).body.antibody_hm).toMatchObject({
      kind: 'external',
      available: true,
    });
    const { group, member } = await antibody(sid, HEAVY, LIGHT);
    expect(member.status, member.text).toBe(201);
    const before = (await organisation(server, alice)).balanceCredits;
    expect(
      (await server.call('POST', `/api/structure_prediction_groups/${group._id}/submit`, { token: alice })).status,
    ).toBe(200);
    expect((await organisation(server, alice)).balanceCredits).toBeCloseTo(before - 5);
    const get = async () =>
      (await server.call('GET', `/api/sessions/${sid}/structure_predictions/${member.body._id}`, { token: alice }))
        .body;
    await expect.poll(async () => (await get()).status, { timeout: 30_000, interval: 100 }).toBe('completed');
    const done = await get();
    expect(done.method).toMatchObject({
      name: 'ABodyBuilder2 (ImmuneBuilder)',
      arguments: '-H <heavy> -L <light> -o model.pdb',
    });
    expect(done.notes[0]).toMatch(/^Fv model: \d+ heavy and \d+ light residues/);
    const collection = (
      await server.call('GET', `/api/sessions/${sid}/pose_collections/${done.collection_id}`, { token: alice })
    ).body;
    expect(collection).toMatchObject({ type: 'antibody-hm', engine: 'external' });
    const [pose] = (
      await server.call('POST', `/api/sessions/${sid}/poses/query`, {
        token: alice,
        body: { query: { pose_collection_id: collection._id } },
      })
    ).body.models;
    // the server reads the sequence from the model file (the stand-in writes 1A0Q's Fv, light chain first), not from the engine's word
    expect(pose.sequence).toMatch(/^IELTQSPSSL[A-Z]+\/VQLQESDAEL[A-Z]+$/);
    const { predicted_error: mean, predicted_error_H: h, predicted_error_L: l } = pose.score_terms;
    expect(mean).toBeGreaterThan(0.3);
    expect(Math.min(h, l)).toBeLessThanOrEqual(mean);
    expect(Math.max(h, l)).toBeGreaterThanOrEqual(mean);
  });

  it("refuses a chain outside 10–2000 residues with the model's message (422), naming the chain", async () => {
    const sid = (await server.call('POST', '/api/sessions', { token: alice, body: { name: 'Antibodies' } })).body._id;
    const { member } = await antibody(sid, HEAVY, 'DIQ');
    expect(member.status).toBe(422);
    expect(member.body.message).toBe(
      'Light chain: Input sequence length 3 is outside the range 10 to 2000 residues that antibody homology modelling accepts.',
    );
  });
});
