import { describe, expect, it } from 'vitest';
import { parseStructure, sequenceOf } from '@bench/structure';
import { testEngineContext } from '@bench/testing';
import { engines } from '../src/engine.ts';
import { loopRebuildModel } from '../src/model.ts';
import { readFixture } from '@bench/fixtures';
import { joins } from './helpers/geometry.ts';
import { MAX_PEPTIDE_BOND } from '../src/verify.ts';

const crambin = readFixture('pdb', '1crn.pdb');
const CRAMBIN = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';
const loop = [10, 11, 12, 13, 14, 15];
const input = { ...loopRebuildModel.defaults(), repeats: 5, selector: 'loop' };

/** Cα coordinates by residue number. */
function cas(pdb: string): Map<number, string> {
  return new Map(
    pdb
      .split('\n')
      .filter((l) => l.startsWith('ATOM') && l.slice(12, 16) === ' CA ')
      .map((l) => [Number(l.slice(22, 26)), l.slice(30, 54)]),
  );
}

describe('loop-rebuild simulated engine on 1crn', () => {
  const engine = engines.find((e) => e.kind === 'simulated')!;
  const run = (pdb = crambin, seed = 42) =>
    engine.run(testEngineContext({ input, poses: [{ _id: 'p1', name: '1crn', pdb }], selectors: { loop }, seed }));

  it('runs loop_rebuild', () => expect(engine.task).toBe('loop_rebuild'));

  it('gives repeats poses with only the loop moved, real RMSD, and a verified loop', async () => {
    const result = await run();
    expect(result.engine).toBe('simulated');
    expect(result.collection!.poses).toHaveLength(5);
    expect(result.verification).toEqual({ verified: true, message: null });
    const source = cas(crambin);
    for (const pose of result.collection!.poses) {
      expect(sequenceOf(parseStructure(pose.pdb))).toBe(CRAMBIN);
      const moved = cas(pose.pdb);
      for (const [resid, xyz] of source) {
        if (loop.includes(resid)) continue;
        expect(moved.get(resid)).toBe(xyz);
      }
      expect(loop.some((p) => moved.get(p) !== source.get(p))).toBe(true);
      expect(pose.rms).toBeGreaterThan(0);
    }
  });

  it('keeps every peptide bond of the loop and its flanks: C–N stays within 0.1 Å of the source', async () => {
    const source = joins(crambin, 10, 15).peptide;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const pose of (await run(crambin, seed)).collection!.poses) {
        const { peptide } = joins(pose.pdb, 10, 15);
        peptide.forEach((bond, k) => expect(Math.abs(bond - source[k]!)).toBeLessThan(0.1));
        expect(Math.max(...peptide)).toBeLessThan(MAX_PEPTIDE_BOND);
      }
    }
  });

  it('is deterministic for the same seed', async () => {
    expect(await run(crambin, 9)).toEqual(await run(crambin, 9));
  });

  it('reports loop_broken when a Cα–Cα distance in the loop exceeds 4 Å (residue 12 removed from the source)', async () => {
    const gapped = crambin
      .split('\n')
      .filter((l) => !(l.startsWith('ATOM') && l.slice(22, 26).trim() === '12'))
      .join('\n');
    expect((await run(gapped)).verification).toEqual({ verified: false, message: 'loop_broken' });
  });

  it('fails clearly without its loop selector', async () => {
    await expect(
      engine.run(testEngineContext({ input, poses: [{ _id: 'p1', name: '1crn', pdb: crambin }] })),
    ).rejects.toThrow('The loop selector of this action was not found.');
  });
});
