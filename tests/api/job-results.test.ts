import { describe, expect, it } from 'vitest';
import { createAction, sessionWithPose, TEST_PLUGINS, waitForStatus } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

let server: TestServer;
let alice: string;

useUsersServer((started) => ({ server, alice } = started), { BENCH_PLUGIN_DIRS: TEST_PLUGINS });

/** Runs the echo engine (its result is the source PDB) on `file` and answers the result poses. */
async function resultPoses(file: string, keep: string[] = []) {
  const { sid, pose } = await sessionWithPose(server, alice, file, keep);
  const input = { task: 'test-echo-wire', pose_ids: [pose._id], collection_id: pose.pose_collection_id, repeats: 1 };
  const action = await createAction(server, alice, sid, input);
  expect((await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice })).status).toBe(200);
  const done = await waitForStatus(server, alice, sid, action._id, 'COMPLETED');
  const query = { query: { pose_collection_id: done.results_collection_id } };
  return { source: pose, results: (await server.call('POST', `/api/sessions/${sid}/poses/query`, { token: alice, body: query })).body.models };
}

describe('result poses are analysed like uploaded ones', () => {
  it('a result of 2FVD with its LIA kept has ligands and a report naming LIA', async () => {
    const { source, results } = await resultPoses('pdb/2fvd.pdb', ['LIA']);
    expect(source).toMatchObject({ has_ligands: true });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ has_ligands: true, has_nucleic_acids: false, atom_count: source.atom_count });
    expect(results[0].report).toEqual(source.report);
    expect(results[0].report.ligands.map((l: { name: string }) => l.name)).toEqual(['LIA']);
  });

  it('a result of 1CRN has no ligands, one chain and no nucleic acids', async () => {
    const { results } = await resultPoses('pdb/1crn.pdb');
    expect(results[0]).toMatchObject({ has_ligands: false, has_nucleic_acids: false, report: { chainCount: 1, ligands: [] } });
  });
});
