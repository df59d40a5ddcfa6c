import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mulberry32, randomRotation, readPose, transformPose, writePose, type SimPose } from '@bench/engine-sim';
import { dockingAction } from './helpers/docking.ts';
import { fixture, organisation, waitForStatus } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// Protein-Protein Docking through MEGADOCK's command line, with a stand-in that writes MEGADOCK's
// .out file. 7DDO's ACE2 (chain A) and its RBD (chain C), moved by a known rigid transform, are
// loaded as two structures; the stand-in's best decoy is the one that moves the RBD back (on the
// 0.05 Å grid a site option asks for), so the best complex must hold the crystal pose.
const STANDIN = join(import.meta.dirname, '..', '..', 'plugins', 'ppd', 'test', 'megadock-standin.mjs');
const COMMAND = `node ${STANDIN} -v 0.05`;
process.env.BENCH_MEGADOCK_COMMAND = COMMAND;

const crystal = readPose(fixture('pdb/7ddo.pdb'));
const chain = (id: string): SimPose => ({ residues: crystal.residues.filter((r) => r.chain === id), sequence: '' });
const Q = randomRotation(mulberry32(11));
const D = [-30, 45, 20] as const;
process.env.MEGADOCK_STANDIN_MOVED = [...Q, ...D].join(',');

let server: TestServer;
let alice: string;
useUsersServer((started) => ({ server, alice } = started));

const ppdAction = () =>
  dockingAction(
    server,
    alice,
    { name: 'ACE2.pdb', pdb: writePose(chain('A')) },
    { name: 'RBD.pdb', pdb: writePose(transformPose(chain('C'), Q, [0, 0, 0], D)) },
  );

const key = (a: { resid: number; icode: string; name: string }) => `${a.resid}${a.icode}:${a.name}`;

describe('Protein-Protein Docking through the MEGADOCK adapter', () => {
  it('docks the RBD against ACE2: complexes ranked by MEGADOCK, the best on the crystal pose, method labelled, nothing charged', async () => {
    expect((await server.call('GET', '/api/engines', { token: alice })).body.ppd).toMatchObject({
      kind: 'external',
      available: true,
    });
    const { sid, action } = await ppdAction();
    expect(action.engine).toBe('external');
    const before = (await organisation(server, alice)).balanceCredits;
    const run = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(run.status, run.text).toBe(200);
    expect(run.body.price).toBe(0);
    const done = await waitForStatus(server, alice, sid, action._id, 'COMPLETED', 30_000);
    expect(done.method).toEqual({
      name: 'MEGADOCK',
      version: 'Bench test stand-in (not MEGADOCK)',
      command: COMMAND,
      arguments: '-R receptor.pdb -L ligand.pdb -o docking.out -N 10 -t 1',
    });
    expect((await organisation(server, alice)).balanceCredits).toBe(before);

    const collection = (
      await server.call('GET', `/api/sessions/${sid}/pose_collections/${done.results_collection_id}`, { token: alice })
    ).body;
    expect(collection).toMatchObject({ type: 'ppd', engine: 'external' });
    const { models } = (
      await server.call('POST', `/api/sessions/${sid}/poses/query`, {
        token: alice,
        body: { query: { pose_collection_id: collection._id } },
      })
    ).body;
    expect(models).toHaveLength(10);
    const ranked = [...models].sort((x: { score: number }, y: { score: number }) => x.score - y.score);
    expect(ranked.map((m: { name: string }) => m.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `ACE2_RBD_${String(i + 1).padStart(4, '0')}`),
    );
    expect(ranked[0].score_terms).toMatchObject({ engine: 'megadock', megadock_score: 4000 });
    expect(ranked[0].score_terms.atom_contacts).toBeGreaterThan(50);

    const best = readPose(
      (await server.call('GET', `/api/sessions/${sid}/poses/${ranked[0]._id}/pdb`, { token: alice })).body.pdb,
    );
    expect([...new Set(best.residues.map((r) => r.chain))]).toEqual(['A', 'C']);
    const reference = new Map(chain('C').residues.flatMap((r) => r.atoms.map((atom) => [key(atom), atom] as const)));
    const placed = best.residues.filter((r) => r.chain === 'C').flatMap((r) => r.atoms);
    expect(placed.length).toBeGreaterThan(1400);
    const squares = placed.map((atom) => {
      const x = reference.get(key(atom))!;
      return (atom.x - x.x) ** 2 + (atom.y - x.y) ** 2 + (atom.z - x.z) ** 2;
    });
    expect(Math.sqrt(squares.reduce((s, v) => s + v, 0) / squares.length)).toBeLessThan(0.1);
  });

  it("fails with MEGADOCK's own error when the command fails, and refunds what was charged", async () => {
    const { sid, action } = await ppdAction();
    process.env.BENCH_MEGADOCK_COMMAND = `node ${STANDIN} -r 7`;
    try {
      const before = (await organisation(server, alice)).balanceCredits;
      const run = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
      expect(run.status, run.text).toBe(200);
      const failed = await waitForStatus(server, alice, sid, action._id, 'FAILED');
      expect(failed.error_message).toBe('MEGADOCK failed: [ERROR] Not support Rotation_angle_mode = 7');
      expect((await organisation(server, alice)).balanceCredits).toBe(before);
    } finally {
      process.env.BENCH_MEGADOCK_COMMAND = COMMAND;
    }
  });
});
