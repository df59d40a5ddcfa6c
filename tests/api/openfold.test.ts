import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '@bench/fixtures';
import { aiFoldingCalls, CRAMBIN } from './helpers/folding.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// OpenFold (spec 3 §9: 5 credits) through the adapter for run_pretrained_openfold.py, with a stand-in
// that writes the script's output files (a fixture structure, not a prediction). The site's command
// gives two parameter files, so OpenFold writes one model directory per file; it ranks nothing, so the
// models are ranked by mean pLDDT. The engine reads the process's environment, the served settings
// the server's.
const STANDIN = join(import.meta.dirname, '..', '..', 'plugins', 'folding', 'test', 'openfold-standin.mjs');
const PARAMS = '--jax_param_path /params/params_model_1_ptm.npz,/params/params_model_2_ptm.npz --model_device cuda:0';
const ENV = { BENCH_OPENFOLD_COMMAND: `node ${STANDIN} ${fixturePath()} ${PARAMS}` };
Object.assign(process.env, ENV);
delete process.env.BENCH_OPENFOLD_TEMPLATE_MMCIF_DIR;

let server: TestServer;
let alice: string;
useUsersServer((started) => ({ server, alice } = started), ENV);
const calls = () => aiFoldingCalls(server, alice);

describe('OpenFold through the run_pretrained_openfold.py adapter', () => {
  it('folds crambin for 5 credits: the relaxed model of each parameter file, ranked by pLDDT, typed ai-folding-monomer', async () => {
    const api = calls();
    const sid = await api.session();
    expect((await server.call('GET', '/api/config')).body.pluginSettings.folding).toMatchObject({
      openfoldInstalled: true,
      colabfoldInstalled: false,
    });
    const { group, member } = await api.create(
      sid,
      { aiTool: 'OpenFold', mode: 'monomer', sequences: [CRAMBIN] },
      'crambin',
    );
    expect(member.status, member.text).toBe(201);
    const before = await api.balance();
    expect((await api.submit(group._id)).status).toBe(200);
    expect(await api.balance()).toBeCloseTo(before - 5);
    const done = await api.settled(sid, member.body._id, 'completed');
    expect(done.method).toMatchObject({
      name: "OpenFold through OpenFold's run_pretrained_openfold.py",
      arguments: 'fasta no-templates --output_dir out --config_preset model_1_ptm',
    });
    expect(done.notes).toContain('The models are ranked by mean pLDDT (the program does not rank them).');
    const { collection, byName } = await api.collection(sid, done.collection_id);
    expect(collection).toMatchObject({ type: 'ai-folding-monomer', engine: 'external' });
    // the stand-in's pLDDT falls from 85 by 0.2 per residue (mean 80.5), 5 lower for the second parameter file
    expect(byName.crambin_rank_1!.score_terms).toEqual({ plddt: 80.5 });
    expect(byName.crambin_rank_2!.score_terms).toEqual({ plddt: 75.5 });
    const pdb = (
      await server.call('GET', `/api/sessions/${sid}/poses/${byName.crambin_rank_1!._id}/pdb`, { token: alice })
    ).body.pdb;
    expect(pdb).toContain('CREATED WITH OPENMM'); // the relaxed file, not the unrelaxed one
  });

  it("fails with the program's own error when the script fails, and refunds", async () => {
    const api = calls();
    const sid = await api.session();
    const { group, member } = await api.create(sid, { aiTool: 'OpenFold', mode: 'monomer', sequences: [CRAMBIN] });
    const before = await api.balance();
    process.env.BENCH_OPENFOLD_COMMAND = `node ${STANDIN} ${join(fixturePath(), 'missing')} ${PARAMS}`; // the model files cannot be read
    try {
      await api.submit(group._id);
      const failed = await api.settled(sid, member.body._id, 'failed');
      expect(failed.error_message).toMatch(/^OpenFold failed: .*ENOENT/);
    } finally {
      process.env.BENCH_OPENFOLD_COMMAND = ENV.BENCH_OPENFOLD_COMMAND;
    }
    await expect.poll(() => api.balance()).toBeCloseTo(before);
  });
});
