import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '@bench/fixtures';
import { aiFoldingCalls, CRAMBIN } from './helpers/folding.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// ESMFold (spec 3 §9: 0.2 credits) through the adapter for ESM's esm-fold, with a stand-in that writes
// esm-fold's output file and log line (a fixture structure, not a prediction). The engine reads the
// process's environment, the served settings the server's.
const STANDIN = join(import.meta.dirname, '..', '..', 'plugins', 'folding', 'test', 'esmfold-standin.mjs');
const ENV = { BENCH_ESMFOLD_COMMAND: `node ${STANDIN} ${fixturePath()} --num-recycles 4` };
Object.assign(process.env, ENV);
delete process.env.BENCH_COLABFOLD_COMMAND;

let server: TestServer;
let alice: string;
useUsersServer((started) => ({ server, alice } = started), ENV);
const calls = () => aiFoldingCalls(server, alice);

describe('ESMFold through the esm-fold adapter', () => {
  it('folds crambin for 0.2 credits: one model with pLDDT from the B-factors and pTM from the log, typed ai-folding-monomer', async () => {
    const api = calls();
    const sid = await api.session();
    expect((await server.call('GET', '/api/engines', { token: alice })).body.ai_folding).toMatchObject({
      kind: 'external',
      available: true,
    });
    const { group, member } = await api.create(
      sid,
      { aiTool: 'ESMFold', mode: 'monomer', sequences: [CRAMBIN] },
      'crambin',
    );
    expect(member.status, member.text).toBe(201);
    const before = await api.balance();
    expect((await api.submit(group._id)).status).toBe(200);
    expect(await api.balance()).toBeCloseTo(before - 0.2);
    const done = await api.settled(sid, member.body._id, 'completed');
    expect(done).toMatchObject({
      engine: 'external',
      method: { name: "ESMFold through ESM's esm-fold", arguments: '-i query.fasta -o pdb' },
    });
    const { collection, byName } = await api.collection(sid, done.collection_id);
    expect(collection).toMatchObject({ type: 'ai-folding-monomer', engine: 'external' });
    expect(Object.keys(byName)).toEqual(['crambin_rank_1']);
    // the stand-in's pLDDT falls from 90 by 0.25 per residue: the mean of 46 residues is 84.375
    expect(byName.crambin_rank_1!.score_terms).toEqual({ plddt: 84.38, ptm: 0.812 });
    expect(byName.crambin_rank_1!.sequence).toBe(CRAMBIN);
  });

  it("fails with the program's own error when esm-fold fails, and refunds", async () => {
    const api = calls();
    const sid = await api.session();
    const { group, member } = await api.create(sid, { aiTool: 'ESMFold', mode: 'monomer', sequences: [CRAMBIN] });
    const before = await api.balance();
    process.env.BENCH_ESMFOLD_COMMAND = `node ${STANDIN} ${join(fixturePath(), 'missing')}`; // the model files cannot be read
    try {
      await api.submit(group._id);
      const failed = await api.settled(sid, member.body._id, 'failed');
      expect(failed.error_message).toMatch(/^ESMFold failed: .*ENOENT/);
    } finally {
      process.env.BENCH_ESMFOLD_COMMAND = ENV.BENCH_ESMFOLD_COMMAND;
    }
    await expect.poll(() => api.balance()).toBeCloseTo(before);
  });
});
