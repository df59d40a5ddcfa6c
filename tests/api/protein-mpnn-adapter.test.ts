import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAction, sessionWithPose, waitForStatus } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// ProteinMPNN through its command line (protein_mpnn_run.py) with a stand-in that writes ProteinMPNN's
// output file: the designed chains, the fixed residues as 1-based indices per chain, the number of
// designs, temperature and seed reach the program; its sequences and scores come back as the
// action's sequence collection.
const STANDIN = join(import.meta.dirname, '..', '..', 'plugins', 'protein-mpnn', 'test', 'proteinmpnn-standin.mjs');

process.env.BENCH_PROTEINMPNN_COMMAND = `node ${STANDIN}`;

let server: TestServer;
let alice: string;
useUsersServer((started) => ({ server, alice } = started));

describe('ProteinMPNN through the protein_mpnn_run.py adapter', () => {
  it("designs 3 sequences of 1CRN keeping the selector's residues, scored by the program", async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    expect((await server.call('GET', '/api/engines', { token: alice })).body.protein_mpnn).toMatchObject({
      kind: 'external',
      available: true,
    });
    const fixed = [1, 2, 3, 4, 5, 6];
    const selector = (
      await server.call('POST', `/api/sessions/${sid}/selectors`, {
        token: alice,
        body: { name: 'N-terminus', positions: fixed },
      })
    ).body;
    const action = await createAction(
      server,
      alice,
      sid,
      {
        task: 'protein_mpnn',
        pose_ids: [pose._id],
        collection_id: pose.pose_collection_id,
        n_mpnn_designs: 3,
        sampling_temp: 0.2,
        use_fixed_residues: true,
        selector: selector._id,
        fixed_residue_positions: fixed,
        use_fixed_chain: false,
        fixed_chain: null,
      },
      'MPNN',
    );
    expect(action.engine).toBe('external');
    const run = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(run.status, run.text).toBe(200);
    const done = await waitForStatus(server, alice, sid, action._id, 'COMPLETED');
    expect(done.method).toMatchObject({ name: 'ProteinMPNN', model: 'v_48_020' });
    expect(done.method.arguments).toContain(
      '--pdb_path_chains A --out_folder out --num_seq_per_target 3 --sampling_temp 0.2',
    );
    expect(done.method.arguments).toContain('--fixed_positions_jsonl fixed_positions.jsonl');
    expect(done.notes[0]).toMatch(/designed chains A, 6 fixed residues/);

    const { models } = (
      await server.call('POST', `/api/sessions/${sid}/sequences/query`, {
        token: alice,
        body: { query: { sequence_collection_id: done.sequence_results.sequence_collection_id } },
      })
    ).body;
    expect(models.map((s: { score: number }) => s.score).sort()).toEqual([1.1, 1.2, 1.3]);
    for (const { sequence } of models) {
      expect(sequence).toHaveLength(pose.sequence.length);
      expect(sequence.slice(0, 6)).toBe(pose.sequence.slice(0, 6));
      expect(sequence).not.toBe(pose.sequence);
    }
  });
});
