/**
 * Replace Ligand through the API with the engine this server picks: docking with AutoDock Vina
 * where vina and obabel run (CI installs them), else the simulated placement. Tyrosine (TYR.sdf)
 * replaces 2FVD's LIA; the result pose holds the new ligand where LIA was.
 */
import { describe, expect, it } from 'vitest';
import { readFixture } from '@bench/fixtures';
import { detectDockingTools } from '../../plugins/replace-ligand/src/vina/tools.ts';
import { createAction, sessionWithPose, waitForStatus } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

let server: TestServer;
let alice: string;
useUsersServer((started) => ({ server, alice } = started));

const docking = (await detectDockingTools()).ready || Boolean(process.env.CI);

describe('Replace Ligand job', () => {
  it(`replaces 2FVD's LIA by tyrosine (${docking ? 'docked by Vina' : 'simulated placement'}): one result with has_ligands and LIG in its report`, async () => {
    const { sid, pose } = await sessionWithPose(server, alice, 'pdb/2fvd.pdb', ['LIA']);
    const imported = await server.call('POST', `/api/sessions/${sid}/prepareLigands`, {
      token: alice,
      body: { fileNames: ['TYR.sdf'], files: [readFixture('sdf', 'TYR.sdf')] },
    });
    expect(imported.status, imported.text).toBe(201);
    const ligand = imported.body.models[0];
    const input = {
      task: 'replace_ligand',
      pose_ids: [pose._id],
      collection_id: pose.pose_collection_id,
      replace_ligand: { original_ligand: { res_num: 299, res_name: 'LIA', chain: 'A' }, new_ligand_id: ligand._id },
    };
    const action = await createAction(server, alice, sid, input, 'Replace Ligand');
    const run = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(run.status, run.text).toBe(200);
    const done = await waitForStatus(server, alice, sid, action._id, 'COMPLETED', 240_000);
    expect(done.engine).toBe(docking ? 'builtin' : 'simulated');
    const query = { query: { pose_collection_id: done.results_collection_id } };
    const results = (await server.call('POST', `/api/sessions/${sid}/poses/query`, { token: alice, body: query })).body
      .models;
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ has_ligands: true, report: { ligands: [{ id: 'A:299', name: 'LIG' }] } });
    if (docking) {
      expect(results[0].score).toBeLessThan(0);
      expect(results[0].score_terms).toMatchObject({ engine: 'vina', docked_heavy_atoms: 13 });
      expect(results[0].rms).toBeLessThan(8);
    }
  }, 300_000);
});
