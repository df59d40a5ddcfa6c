import { describe, expect, it } from 'vitest';
import { addPose, organisation, sessionWithPose } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// Epitope prediction views (spec 2 §3, spec 3 §7, §9): created from the selected structures, each
// getting a prediction that the server runs at once (1 credit per sequence) with Bench's predictor.
let server: TestServer;
let alice: string;
let bob: string;

useUsersServer((started) => ({ server, alice, bob } = started));

const balance = async (token: string) => (await organisation(server, token)).balanceCredits;
const prediction = async (sid: string, id: string, token = alice) =>
  (await server.call('GET', `/api/sessions/${sid}/epitope_predictions/${id}`, { token })).body;

describe('epitope prediction views', () => {
  it('creates one prediction per structure, runs them for 1 credit per sequence, and fills the table', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const second = await addPose(server, alice, sid, 'pdb/1l2y.pdb');
    const before = await balance(alice);
    const reply = await server.call('POST', `/api/sessions/${sid}/epitope_prediction_views`, {
      token: alice,
      body: { name: 'Immunogenicity', pose_ids: [pose._id, second.pose._id] },
    });
    expect(reply.status, reply.text).toBe(201);
    const view = reply.body;
    expect(view).toMatchObject({ name: 'Immunogenicity', unit: 'rank', pose_ids: [pose._id, second.pose._id] });
    expect(view.epitope_prediction_ids).toHaveLength(2);
    expect(await balance(alice)).toBeCloseTo(before - 2);
    const [first] = view.epitope_prediction_ids;
    await expect.poll(async () => (await prediction(sid, first)).status, { timeout: 15_000 }).toBe('COMPLETED');
    const done = await prediction(sid, first);
    expect(done.inputs).toMatchObject({ pose_id: pose._id, pose_name: '1crn' });
    const table = done.outputs.metrics.epitope_prediction_table;
    expect(table).toMatchObject({ epitope_length: 9 });
    expect(table.alleles).toContain('HLA-A*02:01');
    expect(done.outputs.rows).toHaveLength(46 - 9 + 1);
    const row = done.outputs.rows[0];
    expect(row).toMatchObject({
      epitope_begin_seqpos: 1,
      epitope_seq: 'TTCCPSIVA',
      genome_sequence: expect.stringMatching(/^TTCCPSIVAR/),
    });
    expect(row.epitope_data.find((e: { allele_name: string }) => e.allele_name === 'HLA-A*02:01')).toMatchObject({
      epitope_binding_IC50_nM: expect.any(Number),
      epitope_rank_percentage: expect.any(Number),
      epitope_score: expect.any(Number),
      known_epitope: false,
    });
    const many = await server.call('POST', `/api/sessions/${sid}/epitope_predictions/getMany`, {
      token: alice,
      body: { ids: view.epitope_prediction_ids },
    });
    expect(many.body.map((p: { _id: string }) => p._id).sort()).toEqual([...view.epitope_prediction_ids].sort());
    const renamed = await server.call('PUT', `/api/sessions/${sid}/epitope_prediction_views/${view._id}`, {
      token: alice,
      body: { name: 'Round 2' },
    });
    expect(renamed.body.name).toBe('Round 2');
  });

  it('refuses a view without structures, and a finished prediction is not run twice', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const empty = await server.call('POST', `/api/sessions/${sid}/epitope_prediction_views`, {
      token: alice,
      body: { pose_ids: [] },
    });
    expect(empty.status).toBe(400);
    const view = (
      await server.call('POST', `/api/sessions/${sid}/epitope_prediction_views`, {
        token: alice,
        body: { pose_ids: [pose._id] },
      })
    ).body;
    const [id] = view.epitope_prediction_ids;
    await expect.poll(async () => (await prediction(sid, id)).status, { timeout: 15_000 }).toBe('COMPLETED');
    expect((await server.call('PUT', `/api/epitope_predictions/${id}/run`, { token: alice })).status).toBe(409);
  });

  it("keeps Bob out of Alice's predictions", async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const view = (
      await server.call('POST', `/api/sessions/${sid}/epitope_prediction_views`, {
        token: alice,
        body: { pose_ids: [pose._id] },
      })
    ).body;
    const [id] = view.epitope_prediction_ids;
    expect((await server.call('PUT', `/api/epitope_predictions/${id}/run`, { token: bob })).status).toBe(404);
    expect((await server.call('GET', `/api/sessions/${sid}/epitope_predictions/${id}`, { token: bob })).status).toBe(
      404,
    );
  });

  it('refuses bad alleles and cutoffs with 400 before anything is created or charged', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const before = await balance(alice);
    const refusal = async (inputs: unknown) => {
      const reply = await server.call('POST', `/api/sessions/${sid}/epitope_prediction_views`, {
        token: alice,
        body: { pose_ids: [pose._id], inputs },
      });
      expect(reply.status, reply.text).toBe(400);
      return reply.body.message;
    };
    expect(await refusal({ mhc_allele_list: [] })).toBe('mhc_allele_list: Select at least 1 allele');
    expect(await refusal({ mhc_allele_list: 'HLA-A*02:01' })).toBe('mhc_allele_list: Select at least 1 allele');
    expect(await refusal({ mhc_allele_list: ['HLA-A*02:01', 'HLA-Z*99:99', 7] })).toBe(
      'mhc_allele_list: Unknown allele: HLA-Z*99:99, 7',
    );
    expect(await refusal({ mhc_allele_list: ['HLA-A*02:01', 'HLA-A*02:01'] })).toBe(
      'mhc_allele_list: Each allele at most once, at most 27 alleles',
    );
    expect(await refusal({ mhc_allele_list: Array.from({ length: 5000 }, () => 'HLA-A*02:01') })).toBe(
      'mhc_allele_list: Each allele at most once, at most 27 alleles',
    );
    expect(await refusal({ cutoffs: { rank: 150, nM: 500 } })).toBe('cutoffs.rank: Between 0% and 100%');
    expect(await refusal({ cutoffs: { rank: 10, nM: 'lots' } })).toBe('cutoffs.nM: Minimum value is 1 nM');
    expect(await refusal({ cutoffs: { rank: 10, nM: 1e9 } })).toBe('cutoffs.nM: Maximum value is 50000 nM');
    expect(await refusal({ cutoffs: null })).toBe('cutoffs.rank: Between 0% and 100%');
    expect(await refusal({ epitope_length: 40 })).toBe('epitope_length: Epitope length is a whole number from 8 to 14');
    expect(await refusal('HLA-A*02:01')).toBe('inputs: Invalid input: expected record, received string');
    const listed = await server.call('POST', `/api/sessions/${sid}/epitope_predictions/query`, {
      token: alice,
      body: {},
    });
    expect(listed.body.models).toEqual([]);
    expect(await balance(alice)).toBeCloseTo(before);
  });

  it('stores the chosen alleles and cutoffs with the prediction, and the run scores those alleles only', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const run = async (inputs: Record<string, unknown>) => {
      const reply = await server.call('POST', `/api/sessions/${sid}/epitope_prediction_views`, {
        token: alice,
        body: { pose_ids: [pose._id], inputs: { ...inputs, junk: 'x' } },
      });
      expect(reply.status, reply.text).toBe(201);
      const [id] = reply.body.epitope_prediction_ids;
      await expect.poll(async () => (await prediction(sid, id)).status, { timeout: 15_000 }).toBe('COMPLETED');
      return prediction(sid, id);
    };
    const mouse = await run({ mhc_allele_list: ['H-2-Kb', 'HLA-A*02:01'], cutoffs: { rank: 2, nM: 100 } });
    expect(mouse.inputs).toEqual({
      mhc_allele_list: ['H-2-Kb', 'HLA-A*02:01'],
      cutoffs: { rank: 2, nM: 100 },
      pose_id: pose._id,
      pose_name: '1crn',
    });
    const table = mouse.outputs.metrics.epitope_prediction_table;
    expect(table).toMatchObject({ alleles: ['H-2-Kb', 'HLA-A*02:01'], not_scored: [], cutoffs: { rank: 2, nM: 100 } });
    const ranks = (allele: string) =>
      mouse.outputs.rows.map(
        (r: { epitope_data: { allele_name: string; epitope_rank_percentage: number }[] }) =>
          r.epitope_data.find((e) => e.allele_name === allele)!.epitope_rank_percentage,
      );
    expect(table.binders).toEqual({
      'H-2-Kb': ranks('H-2-Kb').filter((r: number) => r <= 2).length,
      'HLA-A*02:01': ranks('HLA-A*02:01').filter((r: number) => r <= 2).length,
    });
    expect(
      new Set(
        mouse.outputs.rows.flatMap((r: { epitope_data: { allele_name: string }[] }) =>
          r.epitope_data.map((e) => e.allele_name),
        ),
      ),
    ).toEqual(new Set(['H-2-Kb', 'HLA-A*02:01']));
    const human = await run({ mhc_allele_list: ['HLA-B*07:02'] });
    expect(human.outputs.metrics.epitope_prediction_table).toMatchObject({
      alleles: ['HLA-B*07:02'],
      cutoffs: { rank: 10, nM: 500 },
    });
    expect(human.outputs.rows[0].epitope_data.map((e: { allele_name: string }) => e.allele_name)).toEqual([
      'HLA-B*07:02',
    ]);
  });
});
