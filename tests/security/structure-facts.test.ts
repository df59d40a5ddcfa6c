import { describe, expect, it } from 'vitest';
import { createAction, organisation, sessionWithPose } from '../api/helpers/jobs.ts';
import type { TestServer } from '../api/helpers/server.ts';
import { useUsersServer } from '../api/helpers/suite.ts';

// Issue 22 item 1: prices and availability rules read a pose's structure facts, so a client that
// could write them could lower its own prices. The facts are computed from the structure file when
// it is stored; a create or update that carries one is refused, and the price follows the file.
let server: TestServer;
let alice: string;

// Relax on a real (external) engine: the simulated one charges nothing, so it could not show a price
useUsersServer((started) => ({ server, alice } = started), { BENCH_ENGINE_RELAX: 'external:exit 3' });

const FACTS = {
  sequence: '',
  atom_count: 0,
  residue_count: 1,
  has_ligands: true,
  has_nucleic_acids: false,
  report: { chainCount: 1, ligands: [] },
};
const MESSAGE =
  'is computed by the server from the structure file and cannot be written; load the structure to change it';
const balance = async () => (await organisation(server, alice)).balanceCredits;

describe('structure facts belong to the server', () => {
  it('refuses every fact on update and on create, naming the field, and keeps the stored value', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    for (const [field, value] of Object.entries(FACTS)) {
      const update = await server.call('PUT', `/api/sessions/${sid}/poses/${pose._id}`, {
        token: alice,
        body: { [field]: value },
      });
      expect(update.status, field).toBe(400);
      expect(update.body.message).toBe(`${field}: ${MESSAGE}`);
      const create = await server.call('POST', `/api/sessions/${sid}/poses`, {
        token: alice,
        body: { name: 'forged', [field]: value },
      });
      expect(create.status, field).toBe(400);
      expect(create.body.message).toBe(`${field}: ${MESSAGE}`);
    }
    const stored = (await server.call('GET', `/api/sessions/${sid}/poses/${pose._id}`, { token: alice })).body;
    expect(stored).toMatchObject({ sequence: pose.sequence, atom_count: 327, residue_count: 46, has_ligands: false });
    // what a client may still change
    const renamed = await server.call('PUT', `/api/sessions/${sid}/poses/${pose._id}`, {
      token: alice,
      body: { name: 'mine', score: -3 },
    });
    expect(renamed.status, renamed.text).toBe(200);
  });

  it('prices a four-chain epitope scan by its stored chains: 4 credits, not 0 after emptying the sequence', async () => {
    const { sid, pose } = await sessionWithPose(server, alice, 'pdb/4hhb.pdb');
    const emptied = await server.call('PUT', `/api/sessions/${sid}/poses/${pose._id}`, {
      token: alice,
      body: { sequence: '' },
    });
    expect(emptied.status).toBe(400);
    const before = await balance();
    const view = await server.call('POST', `/api/sessions/${sid}/epitope_prediction_views`, {
      token: alice,
      body: { name: 'Scan', pose_ids: [pose._id] },
    });
    expect(view.status, view.text).toBe(201);
    const prediction = (
      await server.call('GET', `/api/sessions/${sid}/epitope_predictions/${view.body.epitope_prediction_ids[0]}`, {
        token: alice,
      })
    ).body;
    expect(prediction.price).toBe(4);
    expect(await balance()).toBeCloseTo(before - 4);
  });

  it('prices Relax of a 22,194-atom structure in its band (3.5), not at 0.2 after zeroing atom_count', async () => {
    const { sid, pose } = await sessionWithPose(server, alice, 'pdb/4jsv.pdb');
    const zeroed = await server.call('PUT', `/api/sessions/${sid}/poses/${pose._id}`, {
      token: alice,
      body: { atom_count: 0 },
    });
    expect(zeroed.status).toBe(400);
    const action = await createAction(
      server,
      alice,
      sid,
      { task: 'relax', pose_ids: [pose._id], collection_id: null, repeats: 1 },
      'Relax',
    );
    const run = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(run.status, run.text).toBe(200);
    expect(run.body.price).toBe(3.5);
  });

  it('keeps availability on the stored facts: Replace Ligand stays refused on a structure without ligands', async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const forged = await server.call('PUT', `/api/sessions/${sid}/poses/${pose._id}`, {
      token: alice,
      body: { has_ligands: true },
    });
    expect(forged.status).toBe(400);
    const action = await createAction(
      server,
      alice,
      sid,
      { task: 'replace_ligand', pose_ids: [pose._id], collection_id: null },
      'Replace Ligand',
    );
    const run = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(run.status).toBe(400);
    expect(run.body.message).toBe('Select 1 structure with ligands to run Replace Ligand');
  });
});
