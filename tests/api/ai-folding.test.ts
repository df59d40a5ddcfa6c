import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '@bench/fixtures';
import { aiFoldingCalls, CRAMBIN, TRP_CAGE } from './helpers/folding.ts';
import { addPose } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// AI folding (spec 1 §3, spec 2 §3, spec 3 §9) through the ColabFold adapter, with a stand-in
// command that writes ColabFold's real output files: priced per tool, ranked models with pLDDT from
// the B-factors and Max ipSAE per chain pair from the PAE, in a typed collection. ESMFold and OpenFold
// are not configured here. The engine reads the process's environment, the served settings the server's.
const STANDIN = join(import.meta.dirname, '..', '..', 'plugins', 'folding', 'test', 'colabfold-standin.mjs');
const ENV = { BENCH_COLABFOLD_COMMAND: `node ${STANDIN} ${fixturePath()}` };
Object.assign(process.env, ENV);
delete process.env.BENCH_ESMFOLD_COMMAND;

let server: TestServer;
let alice: string;
useUsersServer((started) => ({ server, alice } = started), ENV);
const calls = () => aiFoldingCalls(server, alice);

describe('AI folding through the ColabFold adapter', () => {
  it('folds a two-chain complex with AlphaFold2 Multimer for 5 credits: ranked models with pLDDT and Max ipSAE A-B', async () => {
    const api = calls();
    const sid = await api.session();
    const engines = (await server.call('GET', '/api/engines', { token: alice })).body;
    expect(engines.ai_folding).toMatchObject({ kind: 'external', available: true });
    const { group, member } = await api.create(sid, {
      aiTool: 'AlphaFold2 Multimer',
      mode: 'multimer',
      sequences: [CRAMBIN, TRP_CAGE],
    });
    expect(member.status, member.text).toBe(201);
    const before = await api.balance();
    const submitted = await api.submit(group._id);
    expect(submitted.status, submitted.text).toBe(200);
    expect(await api.balance()).toBeCloseTo(before - 5);
    const done = await api.settled(sid, member.body._id, 'completed');
    expect(done.method).toMatchObject({ name: 'AlphaFold2 Multimer through ColabFold' });
    expect(done.method.arguments).toBe('query.fasta out --num-models 5 --model-type alphafold2_multimer_v3');
    const { collection, byName } = await api.collection(sid, done.collection_id);
    expect(collection).toMatchObject({ type: 'ai-folding-multimer', engine: 'external' });
    expect(byName.complex_rank_1!.sequence).toBe(`${CRAMBIN}/${TRP_CAGE}`);
    // pLDDT: the mean over residues of the B-factors (46 at 91.5, 20 at 81.5)
    expect(byName.complex_rank_1!.score_terms.plddt).toBeCloseTo((46 * 91.5 + 20 * 81.5) / 66, 1);
    const ipsae1 = byName.complex_rank_1!.score_terms.max_ipsae['A-B'];
    const ipsae2 = byName.complex_rank_2!.score_terms.max_ipsae['A-B'];
    expect(ipsae1).toBeGreaterThan(0);
    expect(ipsae1).toBeLessThanOrEqual(1);
    expect(ipsae2).toBeLessThan(ipsae1); // a larger interface PAE scores lower
  });

  it('serves which folding programs are installed, as yes or no, never the command line', async () => {
    const config = (await server.call('GET', '/api/config')).body;
    expect(config.pluginSettings.folding).toMatchObject({
      colabfoldInstalled: true,
      openfoldInstalled: false,
      esmfoldInstalled: false,
    });
    expect(JSON.stringify(config)).not.toContain(STANDIN);
  });

  it('prices ESMFold at 0.2 and, its program not installed here, fails it with the reason and refunds', async () => {
    const api = calls();
    const sid = await api.session();
    const { group, member } = await api.create(sid, { aiTool: 'ESMFold', mode: 'monomer', sequences: [CRAMBIN] });
    const before = await api.balance();
    await api.submit(group._id);
    const failed = await api.settled(sid, member.body._id, 'failed');
    expect(failed.error_message).toBe(
      'ESMFold is not installed on this server: an administrator sets BENCH_ESMFOLD_COMMAND to run it.',
    );
    expect(failed.price).toBe(0.2);
    await expect.poll(() => api.balance()).toBeCloseTo(before);
  });

  it("folds a design with AlphaFold2 single sequence against its reference structure: 'ai-folding-singleseq-ref', Cα RMSD per model", async () => {
    const api = calls();
    const sid = await api.session();
    const { pose } = await addPose(server, alice, sid, 'pdb/1crn.pdb');
    const { group, member } = await api.create(
      sid,
      { aiTool: 'AlphaFold2 single sequence', mode: 'singleseq', sequences: [CRAMBIN], pose_ids: [pose._id] },
      'design',
    );
    expect(member.status, member.text).toBe(201);
    const before = await api.balance();
    expect((await api.submit(group._id)).status).toBe(200);
    expect(await api.balance()).toBeCloseTo(before - 0.2);
    const done = await api.settled(sid, member.body._id, 'completed');
    expect(done.method).toMatchObject({ name: 'AlphaFold2 single sequence through ColabFold', reference: '1crn' });
    expect(done.method.arguments).toContain('--msa-mode single_sequence');
    expect(done.notes).toContain(
      'RMSD: Cα RMSD to 1crn after optimal superposition over 46 residues, paired by their position in the sequence.',
    );
    const { collection, byName } = await api.collection(sid, done.collection_id);
    expect(collection).toMatchObject({ type: 'ai-folding-singleseq-ref', engine: 'external' });
    // the stand-in's "models" are the 1CRN fixture itself: nothing to superpose away
    expect(byName.design_rank_1!.score_terms).toMatchObject({ plddt: 91.5, rmsd: 0 });
    expect(byName.design_rank_2!.score_terms.rmsd).toBe(0);
  });

  it('checks the reference: one structure of this project, with AlphaFold2 single sequence only, as long as the sequence (before any debit)', async () => {
    const api = calls();
    const sid = await api.session();
    const { pose } = await addPose(server, alice, sid, 'pdb/1crn.pdb');
    const other = await api.session();
    const foreign = await api.create(other, {
      aiTool: 'AlphaFold2 single sequence',
      mode: 'singleseq',
      sequences: [CRAMBIN],
      pose_ids: [pose._id],
    });
    expect(foreign.member.status).toBe(400);
    expect(foreign.member.body.message).toBe(`pose_id: no such structure in this session: ${pose._id}`);
    const esm = await api.create(sid, {
      aiTool: 'ESMFold',
      mode: 'monomer',
      sequences: [CRAMBIN],
      pose_ids: [pose._id],
    });
    expect(esm.member.status).toBe(422);
    expect(esm.member.body.message).toBe('A reference structure goes with AlphaFold2 single sequence only.');
    // the server knows the reference's length when the prediction is created: refused there, nothing to pay
    const before = await api.balance();
    const short = await api.create(sid, {
      aiTool: 'AlphaFold2 single sequence',
      mode: 'singleseq',
      sequences: [TRP_CAGE],
      pose_ids: [pose._id],
    });
    expect(short.member.status, short.member.text).toBe(422);
    expect(short.member.body.message).toContain('The reference structure has 46 residues and the sequence 20');
    expect(await api.balance()).toBe(before);
  });
});
