import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '@bench/fixtures';
import { organisation } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// AI folding (spec 1 §3, spec 2 §3, spec 3 §9) through the ColabFold adapter, with a stand-in
// command that writes ColabFold's real output files: priced per tool, ranked models with pLDDT from
// the B-factors and Max ipSAE per chain pair from the PAE, in a typed collection.
const STANDIN = join(import.meta.dirname, '..', '..', 'plugins', 'structure-prediction', 'test', 'colabfold-standin.mjs');
process.env.BENCH_COLABFOLD_COMMAND = `node ${STANDIN} ${fixturePath()}`;

let server: TestServer;
let alice: string;
useUsersServer((started) => ({ server, alice } = started));

const CRAMBIN = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';
const TRP_CAGE = 'NLYIQWLKDGGPSSGRPPPS';

async function fold(sid: string, aiTool: string, mode: string, sequences: string[]) {
  const group = (await server.call('POST', `/api/sessions/${sid}/structure_prediction_groups`, { token: alice, body: { name: `${aiTool}: complex`, type: 'ai-folding' } })).body;
  const member = await server.call('POST', `/api/structure_prediction_groups/${group._id}/structure_predictions`, {
    token: alice, body: { type: 'ai-folding', name: 'complex', input: { aiTool, mode, sequences } },
  });
  expect(member.status, member.text).toBe(201);
  return { group, member: member.body };
}

const prediction = async (sid: string, id: string) => (await server.call('GET', `/api/sessions/${sid}/structure_predictions/${id}`, { token: alice })).body;

describe('AI folding through the ColabFold adapter', () => {
  it('folds a two-chain complex with AlphaFold2 Multimer for 5 credits: ranked models with pLDDT and Max ipSAE A-B', async () => {
    const sid = (await server.call('POST', '/api/sessions', { token: alice, body: { name: 'Folding' } })).body._id;
    const engines = (await server.call('GET', '/api/engines', { token: alice })).body;
    expect(engines.ai_folding).toMatchObject({ kind: 'external', available: true });
    const { group, member } = await fold(sid, 'AlphaFold2 Multimer', 'multimer', [CRAMBIN, TRP_CAGE]);
    const before = (await organisation(server, alice)).balanceCredits;
    const submitted = await server.call('POST', `/api/structure_prediction_groups/${group._id}/submit`, { token: alice });
    expect(submitted.status, submitted.text).toBe(200);
    expect((await organisation(server, alice)).balanceCredits).toBeCloseTo(before - 5);
    await expect.poll(async () => (await prediction(sid, member._id)).status, { timeout: 30_000, interval: 100 }).toBe('completed');
    const done = await prediction(sid, member._id);
    expect(done.method).toMatchObject({ name: 'AlphaFold2 Multimer through ColabFold' });
    expect(done.method.arguments).toContain('--model-type alphafold2_multimer_v3');
    const collection = (await server.call('GET', `/api/sessions/${sid}/pose_collections/${done.collection_id}`, { token: alice })).body;
    expect(collection).toMatchObject({ type: 'ai-folding-multimer', engine: 'external' });
    const { models } = (await server.call('POST', `/api/sessions/${sid}/poses/query`, { token: alice, body: { query: { pose_collection_id: collection._id } } })).body;
    const byName = Object.fromEntries(models.map((m: { name: string }) => [m.name, m]));
    expect(byName.complex_rank_1.sequence).toBe(`${CRAMBIN}/${TRP_CAGE}`);
    // pLDDT: the mean over residues of the B-factors (46 at 91.5, 20 at 81.5)
    expect(byName.complex_rank_1.score_terms.plddt).toBeCloseTo((46 * 91.5 + 20 * 81.5) / 66, 1);
    const ipsae1 = byName.complex_rank_1.score_terms.max_ipsae['A-B'];
    const ipsae2 = byName.complex_rank_2.score_terms.max_ipsae['A-B'];
    expect(ipsae1).toBeGreaterThan(0);
    expect(ipsae1).toBeLessThanOrEqual(1);
    expect(ipsae2).toBeLessThan(ipsae1); // a larger interface PAE scores lower
  });

  it('prices ESMFold at 0.2 and, ColabFold not running ESMFold, fails it with the reason and refunds', async () => {
    const sid = (await server.call('POST', '/api/sessions', { token: alice, body: { name: 'Folding' } })).body._id;
    const { group, member } = await fold(sid, 'ESMFold', 'monomer', [CRAMBIN]);
    const before = (await organisation(server, alice)).balanceCredits;
    await server.call('POST', `/api/structure_prediction_groups/${group._id}/submit`, { token: alice });
    await expect.poll(async () => (await prediction(sid, member._id)).status, { timeout: 30_000, interval: 100 }).toBe('failed');
    expect((await prediction(sid, member._id)).error_message).toBe('ESMFold is not installed on this server; ColabFold runs AlphaFold2 Monomer, AlphaFold2 Multimer, AlphaFold2 single sequence.');
    await expect.poll(async () => (await organisation(server, alice)).balanceCredits).toBeCloseTo(before);
  });
});
