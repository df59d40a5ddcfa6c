import { describe, expect, it } from 'vitest';
import { atomOf, caRmsd, maxCaStep } from '../src/geometry.ts';
import { crankshaftLoop, jitterAtoms, mutateResidues } from '../src/edit.ts';
import { disulfideCount, simulatedScore } from '../src/scores.ts';
import { ENERGY_TERMS } from '@bench/action-kit';
import { forEachStep, JobCancelledError } from '../src/run.ts';
import { mulberry32, randomFor, seedFrom } from '../src/prng.ts';
import { parseStructure, sequenceOf } from '@bench/structure';
import { readPose, residueAt, writePose } from '../src/pose.ts';
import { simulatedEngine } from '../src/engine.ts';
import { testEngineContext } from '@bench/testing';
import { readFixture } from '@bench/fixtures';

const crambin = readFixture('pdb', '1crn.pdb');
const CRAMBIN = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';

describe('seeded randomness', () => {
  it('mulberry32 is deterministic and uniform-ish', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(Math.abs(xs.reduce((s, x) => s + x, 0) / 1000 - 0.5)).toBeLessThan(0.05);
    expect(mulberry32(8)()).not.toBe(mulberry32(7)());
  });
  it('seedFrom hashes its parts', () => {
    expect(seedFrom(1, 'a')).toBe(seedFrom(1, 'a'));
    expect(seedFrom(1, 'a')).not.toBe(seedFrom(1, 'b'));
  });
});

describe('poses from a real structure (1crn)', () => {
  const pose = readPose(crambin);
  it('reads positions along the sequence', () => {
    expect(pose.sequence).toBe(CRAMBIN);
    expect(residueAt(pose, 1)?.name3).toBe('THR');
    expect(residueAt(pose, 46)?.name3).toBe('ASN');
  });
  it('writes PDB text that parses back to the same sequence and atom count', () => {
    const text = writePose(pose, ['SIMULATED']);
    const back = parseStructure(text);
    expect(back.errors).toEqual([]);
    expect(sequenceOf(back)).toBe(CRAMBIN);
    expect(back.atoms.count).toBe(327);
    expect(text.startsWith('REMARK 250 SIMULATED')).toBe(true);
  });
  it('mutates: renames, keeps backbone + CB, drops other side-chain atoms, builds CB from glycine', () => {
    const mutated = mutateResidues(
      pose,
      new Map([
        [1, 'W'],
        [20, 'A'],
        [3, 'C'],
      ]),
    );
    const r1 = residueAt(mutated, 1)!;
    expect(r1.name3).toBe('TRP');
    expect(r1.atoms.map((a) => a.name)).toEqual(['N', 'CA', 'C', 'O', 'CB']);
    const g20 = residueAt(pose, 20)!;
    expect(g20.name3).toBe('GLY');
    const a20 = residueAt(mutated, 20)!;
    expect(a20.atoms.map((a) => a.name)).toEqual(['N', 'CA', 'C', 'O', 'CB']);
    const ca = a20.atoms[1]!;
    const cb = a20.atoms[4]!;
    expect(Math.hypot(ca.x - cb.x, ca.y - cb.y, ca.z - cb.z)).toBeCloseTo(1.53, 1);
    expect(residueAt(mutated, 3)).toEqual(residueAt(pose, 3)); // already C: untouched
    expect(sequenceOf(parseStructure(writePose(mutated)))).toBe(`W${CRAMBIN.slice(1, 19)}A${CRAMBIN.slice(20)}`);
    expect(residueAt(pose, 1)!.name3).toBe('THR'); // source untouched
  });
  it('Cα RMSD is real: 0 to itself, the noise level after jitter, unchanged by a rigid move', () => {
    expect(caRmsd(pose, pose)).toBeCloseTo(0, 6);
    const jittered = jitterAtoms(pose, 0.3, mulberry32(1));
    const rms = caRmsd(jittered, pose)!;
    expect(rms).toBeGreaterThan(0.3);
    expect(rms).toBeLessThan(0.7);
    const moved = jitterAtoms(pose, 0, mulberry32(1));
    for (const r of moved.residues) for (const a of r.atoms) a.x += 10;
    expect(caRmsd(moved, pose)).toBeCloseTo(0, 6);
  });
  it('a crankshaft loop move keeps Cα–Cα steps and moves only the loop; noise can break them', () => {
    const before = maxCaStep(pose, 10, 15);
    expect(before).toBeLessThan(4);
    const moved = crankshaftLoop(pose, 10, 15, 0.8);
    expect(maxCaStep(moved, 10, 15)).toBeCloseTo(before, 6);
    // the flanks keep every atom but their side of the joining peptide bonds (C, O before; N after)
    const same = (position: number, turned: Set<string>) =>
      residueAt(moved, position)!.atoms.forEach(
        (a, k) => turned.has(a.name) || expect(a).toEqual(residueAt(pose, position)!.atoms[k]),
      );
    same(9, new Set(['C', 'O']));
    same(16, new Set(['N']));
    const bond = (p: number) => {
      const c = atomOf(residueAt(moved, p)!, 'C')!,
        n = atomOf(residueAt(moved, p + 1)!, 'N')!;
      const c0 = atomOf(residueAt(pose, p)!, 'C')!,
        n0 = atomOf(residueAt(pose, p + 1)!, 'N')!;
      return [Math.hypot(c.x - n.x, c.y - n.y, c.z - n.z), Math.hypot(c0.x - n0.x, c0.y - n0.y, c0.z - n0.z)];
    };
    for (let p = 9; p <= 15; p++) expect(bond(p)[0]).toBeCloseTo(bond(p)[1]!, 6);
    expect(caRmsd(moved, pose)).toBeGreaterThan(0.1);
    const broken = jitterAtoms(pose, 3, mulberry32(3), new Set([10, 11, 12, 13, 14, 15]));
    expect(maxCaStep(broken, 10, 15)).toBeGreaterThan(4);
    expect(crankshaftLoop(pose, 1, 5, 1)).toEqual(pose); // no N-terminal flank
  });
  it('scores: every energy term, a total that is their sum, real disulfides', () => {
    expect(disulfideCount(pose)).toBe(3);
    const { score, score_terms } = simulatedScore(pose, mulberry32(1));
    expect(Object.keys(score_terms)).toEqual([...ENERGY_TERMS]);
    expect(score).toBeCloseTo(
      Object.values(score_terms).reduce((a, b) => a + b, 0),
      2,
    );
    expect(score).toBeLessThan(0);
    expect(score_terms.dslf_fa13).toBeCloseTo(-1.2);
    expect(simulatedScore(pose, mulberry32(1), 1).score_terms.fa_rep).toBeLessThan(score_terms.fa_rep!);
  });
});

describe('running', () => {
  it('forEachStep reports progress and stops on abort', async () => {
    const context = testEngineContext({ input: { task: 't' }, poses: [] });
    await forEachStep(context, 'Working', [1, 2, 3, 4], (n) => n);
    expect(context.progressCalls.map((p) => p.percent)).toEqual([0, 25, 50, 75, 100]);
    const aborting = testEngineContext({ input: { task: 't' }, poses: [] });
    await expect(
      forEachStep(aborting, 'Working', [1, 2, 3], (n) => (n === 2 ? aborting.abort() : n)),
    ).rejects.toBeInstanceOf(JobCancelledError);
  });
  it('simulatedEngine: repeats per pose, deterministic, marked simulated', async () => {
    const engine = simulatedEngine<{ repeats: number }>({
      task: 'relax',
      step: 'Relaxing',
      derive: ({ pose, random }) => ({ pose: jitterAtoms(pose, 0.2, random), relaxation: 1 }),
    });
    const run = () =>
      engine.run(
        testEngineContext({ input: { task: 'relax', repeats: 2 }, poses: [{ _id: 'p1', name: '1crn', pdb: crambin }] }),
      );
    const a = await run();
    expect(a.engine).toBe('simulated');
    expect(a.collection!.poses.map((p) => p.name)).toEqual(['1crn_0001', '1crn_0002']);
    expect(a.collection!.poses[0]!.score_terms!.engine).toBe('simulated');
    expect(a.collection!.poses[0]!.rms).toBeGreaterThan(0);
    expect(a).toEqual(await run());
    expect(randomFor(1, 'x')()).toBe(randomFor(1, 'x')());
  });
});
