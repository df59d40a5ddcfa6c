/**
 * Test suites every action plugin of a family runs the same way, so plugins do not copy them:
 * availability and defaults, and simulated engines on 1crn.
 */
import { describe, expect, it } from 'vitest';
import { parseStructure, sequenceOf } from '@bench/structure';
import type { ActionEngine, AnyActionModel } from '@bench/sdk';
import { testEngineContext } from './engineContext.ts';
import { readFixture } from '@bench/fixtures';

export const CRAMBIN_SEQUENCE = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';

const one = (hasLigands = false, hasNucleicAcids = false) => ({ id: 'a', hasLigands, hasNucleicAcids });

/** 'Select at least 1 structure to run {label}' with none, enabled with one of any kind, and the defaults. */
export function atLeastOneStructureSuite(model: AnyActionModel, label: string, defaults: Record<string, unknown>) {
  it('is available with at least 1 selected structure, with the spec hint otherwise', () => {
    expect(model.availability({ structures: [] })).toEqual({
      enabled: false,
      hint: `Select at least 1 structure to run ${label}`,
    });
    expect(model.availability({ structures: [one()] })).toEqual({ enabled: true });
    expect(model.availability({ structures: [one(true), { ...one(false, true), id: 'b' }] })).toEqual({
      enabled: true,
    });
  });

  it('has the spec defaults', () => expect(model.defaults()).toEqual(defaults));
}

/** 1crn twice, as two source structures. */
export const crambinPoses = () => {
  const pdb = readFixture('pdb/1crn.pdb');
  return [
    { _id: 'p1', name: '1crn', pdb },
    { _id: 'p2', name: 'crambin copy', pdb },
  ];
};

/**
 * A simulated engine that derives structures from each source (prepare, minimize, relax, repack):
 * `perSource` poses each, sequence unchanged, parseable PDB, real Cα RMSD within `rms`,
 * deterministic per seed, progress to 100 %, and cancellation.
 */
export function simulatedStructureEngineSuite(
  // biome-ignore lint/suspicious/noExplicitAny: the suites run engines of any input type
  engines: readonly ActionEngine<any>[],
  input: { task: string; [key: string]: unknown },
  expected: { perSource: number; rms: [number, number] },
) {
  describe(`${input.task} simulated engine on 1crn`, () => {
    const engine = engines.find((e) => e.kind === 'simulated')!;
    const poses = crambinPoses();
    const run = (seed = 42) => engine.run(testEngineContext({ input, poses, seed }));

    it('runs its task', () => expect(engine.task).toBe(input.task));

    it('derives poses from the source structures, marked simulated, with a real RMSD', async () => {
      const result = await run();
      expect(result.engine).toBe('simulated');
      expect(result.notes?.[0]).toMatch(/^Simulated results/);
      expect(result.collection!.poses).toHaveLength(poses.length * expected.perSource);
      expect(result.collection!.poses[0]!.name).toBe('1crn_0001');
      for (const pose of result.collection!.poses) {
        const parsed = parseStructure(pose.pdb);
        expect(parsed.errors).toEqual([]);
        expect(sequenceOf(parsed)).toBe(CRAMBIN_SEQUENCE);
        expect(pose.sequence).toBe(CRAMBIN_SEQUENCE);
        expect(pose.score_terms?.engine).toBe('simulated');
        expect(typeof pose.score).toBe('number');
        expect(pose.rms).toBeGreaterThanOrEqual(expected.rms[0]);
        expect(pose.rms).toBeLessThanOrEqual(expected.rms[1]);
      }
    });

    it('is deterministic for the same seed', async () => {
      expect(await run(7)).toEqual(await run(7));
    });

    it('reports progress and stops when cancelled', async () => {
      const context = testEngineContext({ input, poses });
      await engine.run(context);
      expect(context.progressCalls.at(-1)!.percent).toBe(100);
      const aborted = testEngineContext({ input, poses });
      aborted.abort();
      await expect(engine.run(aborted)).rejects.toThrow('The job was cancelled.');
    });
  });
}
