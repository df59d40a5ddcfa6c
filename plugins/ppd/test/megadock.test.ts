import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { mulberry32, randomRotation, readPose, transformPose, writePose, type SimPose } from '@bench/engine-sim';
import { testEngineContext } from '@bench/testing';
import { contactCounter, contactTerms } from '../src/docking.ts';
import { megadockAdapter } from '../src/megadock.ts';
import { proteinOf } from '../src/partners.ts';
import { ppdModel } from '../src/model.ts';

// MEGADOCK's adapter against a stand-in that writes MEGADOCK's .out file. 7DDO is split into the
// receptor (chain A, ACE2) and the ligand (chain C, the RBD); the ligand is moved by a known rigid
// transform before docking, and the stand-in's best decoy is the one that moves it back, so the
// adapter's transform must restore the crystal pose.
const STANDIN = fileURLToPath(new URL('./megadock-standin.mjs', import.meta.url));
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../shared/fixtures/pdb/${name}`, import.meta.url), 'utf8');
const crystal = readPose(fixture('7ddo.pdb'));
const chain = (id: string): SimPose => ({ residues: crystal.residues.filter((r) => r.chain === id), sequence: '' });

// a rotation drawn uniformly over all orientations (not built from Euler angles) and a shift
const Q = randomRotation(mulberry32(7));
const D = [40, -25, 60] as const;
const poses = [
  { _id: 'ace2', name: 'ACE2', pdb: writePose(chain('A')) },
  { _id: 'rbd', name: 'RBD', pdb: writePose(transformPose(chain('C'), Q, [0, 0, 0], D)) },
  { _id: 'trna', name: 'tRNA', pdb: fixture('4tna.pdb') },
];

async function dock(command: string, env: Record<string, string> = {}, structureB = 'rbd') {
  process.env.BENCH_MEGADOCK_COMMAND = command;
  Object.assign(process.env, env);
  const context = testEngineContext({
    input: { ...ppdModel.defaults(), ppd_params: { structureA: 'ace2', structureB } },
    poses,
  });
  const result = await megadockAdapter.run({ ...context, workDir: mkdtempSync(join(tmpdir(), 'bench-megadock-')) });
  return { result, progress: context.progressCalls };
}

afterEach(() => {
  for (const name of ['BENCH_MEGADOCK_COMMAND', 'MEGADOCK_STANDIN_MOVED', 'MEGADOCK_STANDIN_FAULT'])
    delete process.env[name];
});

const atomsOf = (pose: SimPose, chainId: string) =>
  pose.residues.filter((r) => r.chain === chainId).flatMap((r) => r.atoms.map((a) => [a.x, a.y, a.z]));
const moveBack = { MEGADOCK_STANDIN_MOVED: [...Q, ...D].join(',') };
const crystalRbd = proteinOf(chain('C'), 'B').protein;

describe('ppd through MEGADOCK (megadock.ts, with a stand-in writing its output)', () => {
  it("puts the ligand back on its crystal pose from the best decoy's line (0.05 Å grid), within 0.1 Å RMSD", async () => {
    const { result, progress } = await dock(`node ${STANDIN} -v 0.05`, moveBack);
    const [best] = result.collection!.poses;
    const placed = atomsOf(readPose(best!.pdb), 'C');
    const expected = atomsOf(crystalRbd, 'C');
    expect(placed).toHaveLength(expected.length);
    const rmsd = Math.sqrt(
      placed.reduce(
        (sum, p, i) =>
          sum + (p[0]! - expected[i]![0]!) ** 2 + (p[1]! - expected[i]![1]!) ** 2 + (p[2]! - expected[i]![2]!) ** 2,
        0,
      ) / placed.length,
    );
    expect(rmsd).toBeLessThan(0.1);
    // the receptor stays where it is; the contacts are the crystal interface's, counted as the simulated engine counts them
    const receptor = atomsOf(proteinOf(chain('A'), 'A').protein, 'A');
    expect(
      atomsOf(readPose(best!.pdb), 'A').every((p, i) => p.every((v, k) => Math.abs(v - receptor[i]![k]!) < 0.0005)),
    ).toBe(true);
    const crystalInterface = contactTerms(contactCounter(proteinOf(chain('A'), 'A').protein).count(crystalRbd));
    expect(crystalInterface.atom_contacts).toBeGreaterThan(50);
    // atom pairs right at the 4.5 Å cutoff may come and go within the 0.1 Å
    expect(best!.score_terms).toMatchObject({
      engine: 'megadock',
      megadock_score: 4000,
      interface_residues_a: crystalInterface.interface_residues_a,
      interface_residues_b: crystalInterface.interface_residues_b,
      atom_contacts: expect.toSatisfy(
        (n: number) => Math.abs(n - crystalInterface.atom_contacts!) <= 0.02 * crystalInterface.atom_contacts!,
      ),
      min_distance: expect.closeTo(crystalInterface.min_distance!, 1),
    });
    // MEGADOCK's rotation count (3600, reported every 360) drives the progress while it runs
    expect(progress.filter((p) => p.step === 'Docking with MEGADOCK').map((p) => p.percent)).toEqual([
      5, 14, 22, 31, 39, 48, 56, 64, 73, 82, 90,
    ]);
    expect(progress.slice(-2)).toEqual([
      { step: 'Building complexes', percent: 90 },
      { step: 'Building complexes', percent: 100 },
    ]);
  });

  it("with MEGADOCK's 1.2 Å grid the best pose is off by the grid's rounding only: one shift of every atom, under 0.6 Å along each axis", async () => {
    const { result } = await dock(`node ${STANDIN}`, moveBack);
    const placed = atomsOf(readPose(result.collection!.poses[0]!.pdb), 'C');
    const expected = atomsOf(crystalRbd, 'C');
    const shift = placed[0]!.map((v, k) => v - expected[0]![k]!);
    for (const k of [0, 1, 2]) expect(Math.abs(shift[k]!)).toBeLessThanOrEqual(0.6 + 0.002);
    placed.forEach((p, i) => p.forEach((v, k) => expect(v - expected[i]![k]!).toBeCloseTo(shift[k]!, 2)));
  });

  it('returns the top 10 decoys as complexes A + B, best MEGADOCK score first, labelled with the method', async () => {
    const { result } = await dock(`node ${STANDIN}`);
    expect(result.engine).toBe('external');
    expect(result.collection!.type).toBe('ppd');
    expect(result.method).toEqual({
      name: 'MEGADOCK',
      version: 'Bench test stand-in (not MEGADOCK)',
      command: `node ${STANDIN}`,
      arguments: '-R receptor.pdb -L ligand.pdb -o docking.out -N 10 -t 1',
    });
    const list = result.collection!.poses;
    expect(list.map((p) => p.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `ACE2_RBD_${String(i + 1).padStart(4, '0')}`),
    );
    const megadockScores = list.map((p) => p.score_terms!.megadock_score as number);
    expect([...megadockScores].sort((a, b) => b - a)).toEqual(megadockScores);
    expect(list.map((p) => p.score)).toEqual(megadockScores.map((s) => -s));
    const source = readPose(poses[0]!.pdb);
    for (const pose of list) {
      const complex = readPose(pose.pdb);
      expect([...new Set(complex.residues.map((r) => r.chain))]).toEqual(['A', 'C']);
      expect(pose.sequence).toBe(`${proteinOf(source, 'A').protein.sequence}/${crystalRbd.sequence}`);
      expect(pose.score_terms).toHaveProperty('atom_contacts');
    }
    expect(result.notes!.join(' ')).toMatch(
      /Left out of the docking and the complexes: \d+ non-protein residues of ACE2 and \d+ of RBD/,
    );
  });

  it('fails clearly when MEGADOCK fails, writes nothing, or writes a malformed line, and when it is not configured', async () => {
    await expect(dock(`node ${STANDIN} -r 7`)).rejects.toThrow(
      'MEGADOCK failed: [ERROR] Not support Rotation_angle_mode = 7',
    );
    await expect(dock(`node ${STANDIN}`, { MEGADOCK_STANDIN_FAULT: 'no-output' })).rejects.toThrow(
      'MEGADOCK finished without writing its output file (docking.out).',
    );
    await expect(dock(`node ${STANDIN}`, { MEGADOCK_STANDIN_FAULT: 'malformed' })).rejects.toThrow(
      /^MEGADOCK's output line 14 is not a decoy \(three angles, three grid translations from 0 to \d+, a score\): "[-\d.\\t]+"$/,
    );
    await expect(dock(`node ${STANDIN}`, {}, 'trna')).rejects.toThrow('Structure B has no protein residues to dock.');
    await expect(dock('')).rejects.toThrow('MEGADOCK is not configured on this server (BENCH_MEGADOCK_COMMAND).');
  });
});
