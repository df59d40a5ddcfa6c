import { describe, expect, it } from 'vitest';
import { readPose, type SimPose } from '@bench/engine-sim';
import { kabsch, type Point } from '@bench/structure';
import { dockingAction } from './helpers/docking.ts';
import { fixture, organisation, waitForStatus } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// Protein-Protein Docking on LightDock, the default engine where the project's Python environment
// holds it (`npm test` makes it), with a small search (2 swarms × 10 glowworms × 5 steps) so the job
// takes seconds: how well LightDock docks is measured in bench/ppd-docking.bench.mjs.
delete process.env.BENCH_MEGADOCK_COMMAND;
Object.assign(process.env, {
  BENCH_LIGHTDOCK_SWARMS: '2',
  BENCH_LIGHTDOCK_GLOWWORMS: '10',
  BENCH_LIGHTDOCK_STEPS: '5',
});

let server: TestServer;
let alice: string;
useUsersServer((started) => ({ server, alice } = started));

const heavy = (pose: SimPose, chains?: readonly string[]) =>
  new Map(
    pose.residues
      .filter((r) => r.type === 'caa' && (!chains || chains.includes(r.chain)))
      .flatMap((r) =>
        r.atoms
          .filter((a) => a.element !== 'H')
          .map((a) => [`${r.resid}:${a.name}`, [a.x, a.y, a.z] as Point] as const),
      ),
  );

const ppdAction = () =>
  dockingAction(
    server,
    alice,
    { name: '1CRN.pdb', pdb: fixture('pdb/1crn.pdb') },
    { name: '1UBQ.pdb', pdb: fixture('pdb/1ubq.pdb') },
  );

describe('Protein-Protein Docking on LightDock', () => {
  it('docks ubiquitin around crambin: ten complexes ranked by DFIRE, A unmoved, B rigid (its water left out), the method and its search named, nothing charged', async () => {
    expect((await server.call('GET', '/api/engines', { token: alice })).body.ppd).toMatchObject({
      kind: 'builtin',
      available: true,
    });
    const ubiquitin = fixture('pdb/1ubq.pdb');
    const { sid, action } = await ppdAction();
    expect(action.engine).toBe('builtin');
    const before = (await organisation(server, alice)).balanceCredits;
    const run = await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(run.status, run.text).toBe(200);
    expect(run.body.price).toBe(0);
    const done = await waitForStatus(server, alice, sid, action._id, 'COMPLETED', 120_000);
    expect(done.method).toMatchObject({
      name: 'LightDock',
      version: '0.9.4',
      scoring: 'DFIRE (fastdfire)',
      swarms: 2,
      glowworms: 10,
      steps: 5,
      restraints: 'none',
    });
    expect((await organisation(server, alice)).balanceCredits).toBe(before);

    const { models } = (
      await server.call('POST', `/api/sessions/${sid}/poses/query`, {
        token: alice,
        body: { query: { pose_collection_id: done.results_collection_id } },
      })
    ).body;
    expect(models).toHaveLength(10);
    const ranked = [...models].sort((x: { score: number }, y: { score: number }) => x.score - y.score);
    expect(ranked.map((m: { name: string }) => m.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `1CRN_1UBQ_${String(i + 1).padStart(4, '0')}`),
    );
    for (const m of ranked) expect(m.score).toBeCloseTo(-m.score_terms.dfire_score, 6);

    const crambin = heavy(readPose(fixture('pdb/1crn.pdb')));
    const free = heavy(readPose(ubiquitin));
    for (const model of ranked.slice(0, 3)) {
      const docked = readPose(
        (await server.call('GET', `/api/sessions/${sid}/poses/${model._id}/pdb`, { token: alice })).body.pdb,
      );
      expect([...new Set(docked.residues.map((r) => r.chain))]).toEqual(['A', 'B']);
      // A stays exactly where it was; B moved as one rigid body, all its heavy atoms kept
      for (const [key, p] of heavy(docked, ['A']))
        expect(p.map((v, k) => Math.abs(v - crambin.get(key)![k]!)).every((d) => d < 0.002)).toBe(true);
      const placed = heavy(docked, ['B']);
      expect(placed.size).toBe(free.size);
      const keys = [...placed.keys()];
      expect(
        kabsch(
          keys.map((k) => free.get(k)!),
          keys.map((k) => placed.get(k)!),
        ).rmsd,
      ).toBeLessThan(0.01);
    }
  });
});
