import { describe, expect, it } from 'vitest';
import { SIMULATED_PDB_REMARK } from '@bench/sdk';
import { createAction, sessionWithPose, TEST_CATALOG, waitForStatus } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

let server: TestServer;
let alice: string;

useUsersServer((started) => ({ server, alice } = started), {
  BENCH_CATALOG: TEST_CATALOG,
  BENCH_ENGINE_TEST_ECHO: 'simulated',
});

/** Runs the echo engine (simulated; its result is the source PDB) on `file` and answers the result poses. */
async function resultPoses(file: string, keep: string[] = [], extra: Record<string, unknown> = {}) {
  const { sid, pose, pdb } = await sessionWithPose(server, alice, file, keep);
  const input = {
    task: 'test-echo-wire',
    pose_ids: [pose._id],
    collection_id: pose.pose_collection_id,
    repeats: 1,
    ...extra,
  };
  const action = await createAction(server, alice, sid, input);
  expect((await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice })).status).toBe(200);
  const done = await waitForStatus(server, alice, sid, action._id, 'COMPLETED');
  const query = { query: { pose_collection_id: done.results_collection_id } };
  const results = (await server.call('POST', `/api/sessions/${sid}/poses/query`, { token: alice, body: query })).body
    .models;
  return { sid, action: done, source: pose, pdb, results };
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
    expect(results[0]).toMatchObject({
      has_ligands: false,
      has_nucleic_acids: false,
      report: { chainCount: 1, ligands: [] },
    });
  });

  it('the first poses of a results collection are shown in the viewer when it opens', async () => {
    const { results } = await resultPoses('pdb/1crn.pdb');
    expect(results.map((p: { is_visible: boolean }) => p.is_visible)).toEqual([true]);
  });
});

describe('simulated output is labelled in what people download', () => {
  it('result PDBs start with a REMARK, FASTA headers name the engine', async () => {
    const { sid, action, pdb, results } = await resultPoses('pdb/1crn.pdb', [], { with_sequences: true });
    expect(results[0]).toMatchObject({ engine: 'simulated' });
    const stored = await server.call('GET', `/api/sessions/${sid}/actions/${action._id}/result/${results[0]._id}`, {
      token: alice,
    });
    expect(stored.body.pdb).toBe(`${SIMULATED_PDB_REMARK}\n${pdb}`);
    expect(SIMULATED_PDB_REMARK).toHaveLength(80);
    const fasta = await server.call('POST', `/api/sessions/${sid}/export-fasta`, {
      token: alice,
      body: { ids: [results[0]._id] },
    });
    expect(fasta.text.split('\n')[0]).toBe(`>${results[0].name} engine=simulated`);
    expect(action.sequence_results.fasta_data.split('\n')[0]).toBe(`>${results[0].name} engine=simulated`);
  });
});
