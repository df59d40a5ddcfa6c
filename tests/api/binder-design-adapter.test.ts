import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAction, sessionWithPose, waitForStatus } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// Binder Design through RFdiffusion's run_inference.py, with a stand-in that writes its output files:
// the contig from the interface selector in PDB numbering, the hotspots, the number of designs and
// advanced mode's other lines reach the program; its designs come back as the results collection.
const STANDIN = join(import.meta.dirname, '..', '..', 'plugins', 'binder-design', 'test', 'rfdiffusion-standin.mjs');
process.env.BENCH_RFDIFFUSION_COMMAND = `node ${STANDIN}`;

let server: TestServer;
let alice: string;
useUsersServer((started) => ({ server, alice } = started));

async function runBinder(extra: Record<string, unknown>) {
  const { sid, pose } = await sessionWithPose(server, alice);
  const selector = async (name: string, positions: number[]) =>
    (await server.call('POST', `/api/sessions/${sid}/selectors`, { token: alice, body: { name, positions } })).body
      ._id as string;
  const action = await createAction(
    server,
    alice,
    sid,
    {
      task: 'binder_design',
      pose_ids: [pose._id],
      collection_id: pose.pose_collection_id,
      interface_selector: await selector('Interface', [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]),
      hotspot_selector: await selector('Hotspots', [12, 16]),
      hotspot_residues: [12, 16],
      min_binder_length: 20,
      max_binder_length: 30,
      n_binder_designs: 2,
      is_advanced_mode: false,
      rf_diffusion_parameters: '',
      rf_diffusion_contigs: '',
      rf_diffusion_custom_args: '',
      ...extra,
    },
    'Binder',
  );
  expect(action.engine).toBe('external');
  const run = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
  expect(run.status, run.text).toBe(200);
  return { sid, done: await waitForStatus(server, alice, sid, action._id, 'COMPLETED') };
}

describe('Binder Design through the RFdiffusion adapter', () => {
  it('passes the interface as a contig in PDB numbering with its hotspots, and imports each design with the binder as chain A', async () => {
    const { sid, done } = await runBinder({});
    expect(done.method.name).toBe('RFdiffusion');
    expect(done.method.arguments).toBe(
      'inference.input_pdb=target.pdb inference.output_prefix=out/design contigmap.contigs=[A10-20/0 20-30] inference.num_designs=2 ppi.hotspot_res=[A12,A16]',
    );
    const collection = (
      await server.call('GET', `/api/sessions/${sid}/pose_collections/${done.results_collection_id}`, { token: alice })
    ).body;
    expect(collection).toMatchObject({ type: 'rf-diffusion', engine: 'external' });
    const { models } = (
      await server.call('POST', `/api/sessions/${sid}/poses/query`, {
        token: alice,
        body: { query: { pose_collection_id: collection._id } },
      })
    ).body;
    const byName = Object.fromEntries(models.map((m: { name: string }) => [m.name, m]));
    expect(byName['1crn_binder_0001'].score_terms.binder_length).toBe(20);
    expect(byName['1crn_binder_0002'].score_terms.binder_length).toBe(21);
    expect(byName['1crn_binder_0001'].sequence).toBe(`${'G'.repeat(20)}/RSNFNVCRLPG`);
  });

  it('in advanced mode passes the contig and designs lines as written and the other lines as they are', async () => {
    const { done } = await runBinder({
      is_advanced_mode: true,
      rf_diffusion_parameters:
        'contigmap.contigs=[A1-46/0 40-45]\ninference.num_designs=1\ndenoiser.noise_scale_ca=0.5',
    });
    expect(done.method.arguments).toBe(
      'inference.input_pdb=target.pdb inference.output_prefix=out/design contigmap.contigs=[A1-46/0 40-45] inference.num_designs=1 ppi.hotspot_res=[A12,A16] denoiser.noise_scale_ca=0.5',
    );
  });
});
