import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heavyPoints, readPose } from '@bench/engine-sim';
import { testEngineContext } from '@bench/testing';
import { CLASH_DISTANCE } from '../src/docking.ts';
import { engines, PPD_POSES, ppdEngine } from '../src/engine.ts';
import { ppdModel } from '../src/model.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../shared/fixtures/pdb/${name}`, import.meta.url), 'utf8');
const poses = [
  { _id: 'crambin', name: '1crn', pdb: fixture('1crn.pdb') },
  { _id: 'ubiquitin', name: '1ubq', pdb: fixture('1ubq.pdb') },
];
const context = (seed = 42, params = { structureA: 'crambin', structureB: 'ubiquitin' }) =>
  testEngineContext({ input: { ...ppdModel.defaults(), ppd_params: params }, poses, seed });

describe('ppd engine (simulated rigid-body docking)', () => {
  it('returns clash-free complexes of A and B, best contact count first, marked simulated', async () => {
    const result = await ppdEngine.run(context());
    expect(result.engine).toBe('simulated');
    expect(result.collection!.type).toBe('ppd');
    const list = result.collection!.poses;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(PPD_POSES);
    const scores = list.map((p) => p.score!);
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    for (const pose of list) {
      expect(pose.score_terms!.engine).toBe('simulated');
      expect(pose.score_terms!.min_distance as number).toBeGreaterThanOrEqual(CLASH_DISTANCE);
      expect(pose.score).toBe(-(pose.score_terms!.atom_contacts as number));
    }
  });

  it('keeps A in place and B rigid, with B renamed to a free chain id', async () => {
    const [best] = (await ppdEngine.run(context())).collection!.poses;
    const complex = readPose(best!.pdb);
    const a = readPose(poses[0]!.pdb);
    const b = readPose(poses[1]!.pdb);
    expect([...new Set(complex.residues.map((r) => r.chain))]).toEqual(['A', 'B']);
    const chainA = complex.residues.filter((r) => r.chain === 'A');
    expect(chainA.flatMap((r) => r.atoms.map((x) => [x.x, x.y, x.z]))).toEqual(
      a.residues.flatMap((r) => r.atoms.map((x) => [x.x, x.y, x.z])),
    );
    // rigid: an intramolecular distance of B is unchanged
    const movedB = heavyPoints({ ...complex, residues: complex.residues.filter((r) => r.chain === 'B') });
    const origB = heavyPoints(b);
    const d = (p: readonly number[], q: readonly number[]) => Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!);
    expect(d(movedB[0]!, movedB[400]!)).toBeCloseTo(d(origB[0]!, origB[400]!), 2);
    expect(best!.sequence).toBe(`${a.sequence}/${b.sequence}`);
  });

  it('is deterministic for a seed, and another seed gives other poses', async () => {
    const one = await ppdEngine.run(context(7));
    expect(await ppdEngine.run(context(7))).toEqual(one);
    const other = await ppdEngine.run(context(8));
    expect(other.collection!.poses[0]!.pdb).not.toBe(one.collection!.poses[0]!.pdb);
  });

  it('fails clearly without both structures or when one is not loaded', async () => {
    await expect(ppdEngine.run(context(1, { structureA: 'crambin', structureB: null as never }))).rejects.toThrow(
      'Please choose structure A and structure B for docking.',
    );
    await expect(ppdEngine.run(context(1, { structureA: 'crambin', structureB: 'nope' }))).rejects.toThrow(
      "Structure B is not among the job's source structures.",
    );
  });

  it('exports the MEGADOCK adapter (where a site configures it), then LightDock, before the simulated engine for the ./engine entry', async () => {
    expect(engines.map((e) => [e.task, e.kind])).toEqual([
      ['ppd', 'external'],
      ['ppd', 'builtin'],
      ['ppd', 'simulated'],
    ]);
    const configured = process.env.BENCH_MEGADOCK_COMMAND;
    delete process.env.BENCH_MEGADOCK_COMMAND;
    expect(await engines[0]!.available!()).toBe(false);
    process.env.BENCH_MEGADOCK_COMMAND = 'megadock-gpu';
    expect(await engines[0]!.available!()).toBe(true);
    if (configured === undefined) delete process.env.BENCH_MEGADOCK_COMMAND;
    else process.env.BENCH_MEGADOCK_COMMAND = configured;
  });
});
