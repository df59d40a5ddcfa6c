import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blosum62, mulberry32, readPose } from '@bench/engine-sim';
import { testEngineContext } from '@bench/testing';
import { engines, proteinMpnnEngine } from '../src/engine.ts';
import { proteinMpnnModel, type ProteinMpnnInput } from '../src/model.ts';
import { designSequence, positionDistribution } from '../src/sampling.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../shared/fixtures/pdb/${name}`, import.meta.url), 'utf8');
const crambin = { _id: 'crn', name: '1crn', pdb: fixture('1crn.pdb') };
const hemoglobin = { _id: 'hhb', name: '4hhb', pdb: fixture('4hhb.pdb') };

const run = (patch: Partial<ProteinMpnnInput>, pose = crambin, selectors = {}, seed = 42) =>
  proteinMpnnEngine.run(
    testEngineContext({ input: { ...proteinMpnnModel.defaults(), ...patch }, poses: [pose], selectors, seed }),
  );

describe('simulated ProteinMPNN sampler', () => {
  it('uses the real BLOSUM62 (symmetric, W–W 11, diagonal best)', () => {
    const letters = 'ARNDCQEGHILKMFPSTWYV';
    for (const a of letters) for (const b of letters) expect(blosum62(a, b)).toBe(blosum62(b, a));
    expect(blosum62('W', 'W')).toBe(11);
    expect(blosum62('X', 'A')).toBeNull();
  });

  it('keeps the native residue at T = 0, drifts towards uniform as T grows', () => {
    expect(designSequence('ACDEF', () => true, 0, mulberry32(1)).sequence).toBe('ACDEF');
    const low = positionDistribution('L', 0.1);
    const high = positionDistribution('L', 10);
    expect(Math.max(...low)).toBeGreaterThan(0.3);
    expect(Math.max(...high) - Math.min(...high)).toBeLessThan(0.05);
    expect(low.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });
});

describe('ProteinMPNN engine (simulated)', () => {
  it('returns n designed sequences with scores as a sequence collection, no poses, marked simulated', async () => {
    const result = await run({ n_mpnn_designs: 5 });
    expect(result.engine).toBe('simulated');
    expect(result.collection).toBeUndefined();
    const { records } = result.sequences!;
    expect(records.map((r) => r.name)).toEqual([
      '1crn_mpnn_0001',
      '1crn_mpnn_0002',
      '1crn_mpnn_0003',
      '1crn_mpnn_0004',
      '1crn_mpnn_0005',
    ]);
    const source = readPose(crambin.pdb).sequence;
    for (const r of records) {
      expect(r.sequence).toHaveLength(source.length);
      expect(r.sequence).toMatch(/^[ACDEFGHIKLMNPQRSTVWY]+$/);
      expect(r.score).toBeGreaterThan(0);
    }
    expect(new Set(records.map((r) => r.sequence)).size).toBeGreaterThan(1);
    expect(result.notes!.join(' ')).toMatch(/not ProteinMPNN/);
  });

  it('keeps fixed residues and the fixed chain unchanged', async () => {
    const source = readPose(hemoglobin.pdb).sequence;
    const result = await run(
      {
        n_mpnn_designs: 3,
        sampling_temp: 2,
        use_fixed_residues: true,
        selector: 'fix',
        use_fixed_chain: true,
        fixed_chain: 'B',
      },
      hemoglobin,
      { fix: [1, 2, 3, 4, 5] },
    );
    const chains = source.split('/');
    for (const r of result.sequences!.records) {
      const designed = r.sequence.split('/');
      expect(designed).toHaveLength(4);
      expect(designed[0]!.slice(0, 5)).toBe(chains[0]!.slice(0, 5));
      expect(designed[1]).toBe(chains[1]);
      expect(designed[2]).not.toBe(chains[2]);
    }
  });

  it('is deterministic for a seed', async () => {
    expect(await run({ n_mpnn_designs: 4 })).toEqual(await run({ n_mpnn_designs: 4 }));
    expect((await run({ n_mpnn_designs: 4 }, crambin, {}, 1)).sequences).not.toEqual(
      (await run({ n_mpnn_designs: 4 })).sequences,
    );
  });

  it('names a fixed chain that is not in the structure', async () => {
    await expect(run({ use_fixed_chain: true, fixed_chain: 'Z' })).rejects.toThrow('Chain Z is not in the structure.');
  });

  it('exports the command-line adapter (where a site configures it), then the trained network, before the simulated engine for the ./engine entry', async () => {
    expect(engines.map((e) => [e.task, e.kind])).toEqual([
      ['protein_mpnn', 'external'],
      ['protein_mpnn', 'builtin'],
      ['protein_mpnn', 'simulated'],
    ]);
    const configured = process.env.BENCH_PROTEINMPNN_COMMAND;
    delete process.env.BENCH_PROTEINMPNN_COMMAND;
    expect(await engines[0]!.available!()).toBe(false);
    if (configured !== undefined) process.env.BENCH_PROTEINMPNN_COMMAND = configured;
  });
});
