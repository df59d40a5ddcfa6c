/**
 * The real molecular-mechanics engines of the job plugins (each its own step file on @bench/openmm)
 * on crambin (1crn), with small iteration and step caps.
 * They check physics, not shapes. CI installs OpenMM, PDBFixer and ProMod3, so there a missing
 * dependency fails these tests; elsewhere they are skipped with a message saying why.
 */
import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { caRmsd, JobCancelledError, readPose, type SimPose } from '@bench/engine-sim';
import { MM_ENERGY_TERMS } from '@bench/action-kit';
import type { EngineResult } from '@bench/sdk/model';
import { standardAtoms } from '@bench/structure';
import { detectOpenMM, mmSettings, runWorker, type WorkerReply } from '@bench/openmm';
import { testEngineContext } from '@bench/testing';
import { designFamilyDefaults } from '@bench/family-design';
import { engines as designEngines } from '@bench/plugin-design/engine';
import { engines as flexDesignEngines } from '@bench/plugin-flex-design/engine';
import { engines as minimizeEngines } from '@bench/plugin-minimize/engine';
import { engines as prepareEngines } from '@bench/plugin-prepare/engine';
import { engines as relaxEngines } from '@bench/plugin-relax/engine';
import { engines as repackEngines } from '@bench/plugin-repack/engine';
import { readFixture } from '@bench/fixtures';

process.env.BENCH_MM_MAX_ITERATIONS = '100';
process.env.BENCH_MM_RELAX_STEPS = '300';

const crambin = readFixture('pdb', '1crn.pdb');
const CRAMBIN = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';
const MINUTE = 60_000;

const found = await detectOpenMM();
const CI = Boolean(process.env.CI);
const hasMM = 'openmm' in found.versions && 'pdbfixer' in found.versions;
const hasProMod3 = hasMM && 'promod3' in found.versions;
for (const [what, ready] of [
  ['OpenMM/PDBFixer', hasMM],
  ['ProMod3', hasProMod3],
] as const) {
  if (!ready && !CI)
    console.warn(
      `SKIPPED: ${what} engine tests — ${found.detail}. Install python3-simtk libopenmm-plugins python3-pdbfixer python3-promod3 (CI runs them).`,
    );
}

const workDirs: string[] = [];
afterAll(() => workDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function context(task: string, pdb: string, input: Record<string, unknown> = {}) {
  const ctx = testEngineContext({
    input: { task, pose_ids: ['p1'], collection_id: null, ...input },
    poses: [{ _id: 'p1', name: '1crn', pdb }],
    settings: designFamilyDefaults(), // the design family's settings, as the server holds them
  });
  const workDir = mkdtempSync(join(tmpdir(), 'bench-mm-test-'));
  workDirs.push(workDir);
  return Object.assign(ctx, { workDir });
}

const ENGINES = {
  prepare: prepareEngines,
  minimize: minimizeEngines,
  relax: relaxEngines,
  repack: repackEngines,
  design: designEngines,
  flex_design: flexDesignEngines,
};
const openmmOf = (task: keyof typeof ENGINES) => ENGINES[task].find((engine) => engine.kind === 'openmm')!;

async function run(
  task: keyof typeof ENGINES,
  pdb: string,
  input: Record<string, unknown> = {},
): Promise<EngineResult> {
  return openmmOf(task).run(context(task, pdb, input));
}

/** A step file of the tests' own: scores a structure as it is (any folder can hold a step). */
const MINIMIZE_STEP = join(import.meta.dirname, '..', '..', 'plugins', 'minimize', 'engine', 'minimize.py');
const SCORE_STEP = join(import.meta.dirname, 'score_step.py');

const poses = (result: EngineResult) => result.collection!.poses;

/** Residues (by chain and number) missing any standard heavy atom other than OXT. */
function incompleteResidues(pose: SimPose): string[] {
  return pose.residues.flatMap((r) => {
    const expected = [...(standardAtoms(r.name3) ?? [])].filter((name) => name !== 'OXT');
    const names = new Set(r.atoms.map((a) => a.name));
    const missing = expected.filter((name) => !names.has(name));
    return missing.length ? [`${r.name3} ${r.chain}${r.resid}: ${missing.join(' ')}`] : [];
  });
}

const hydrogens = (pose: SimPose) =>
  pose.residues.reduce((n, r) => n + r.atoms.filter((a) => a.element === 'H').length, 0);

/** The force-field terms add up to the total: the decomposition loses nothing. */
function termsSum(terms: Record<string, unknown>): number {
  return MM_ENERGY_TERMS.filter((t) => t.startsWith('mm_')).reduce((sum, t) => sum + (terms[t] as number), 0);
}

async function score(pdb: string): Promise<number> {
  const reply = await runWorker<WorkerReply>({
    task: 'score',
    step: SCORE_STEP,
    settings: mmSettings(),
    sources: [{ name: 'x', pdb }],
    items: [{ source: 0, name: 'x', seed: 1 }],
  });
  return reply.poses[0]!.energy!;
}

/** Processes whose working directory is `dir` (the worker runs there). */
function processesIn(dir: string): number[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return readlinkSync(`/proc/${p}/cwd`) === dir;
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.runIf(CI || hasMM)('OpenMM engines on crambin', () => {
  let prepared = '';

  it('prepare adds hydrogens at pH 7, completes every residue, moves nothing and reports what it did, step by step', {
    timeout: MINUTE,
  }, async () => {
    const ctx = context('prepare', crambin);
    const result = await openmmOf('prepare').run(ctx);
    expect(ctx.progressCalls.map((c) => c.step)).toEqual(
      expect.arrayContaining([
        'Reading the structure',
        'Finding missing residues',
        'Adding missing atoms',
        'Adding hydrogens (pH 7)',
        'Checking chain breaks',
      ]),
    );
    expect(result.engine).toBe('openmm');
    const [pose] = poses(result);
    prepared = pose!.pdb;
    const parsed = readPose(prepared);
    expect(pose!.sequence).toBe(CRAMBIN);
    expect(hydrogens(parsed)).toBeGreaterThan(300);
    expect(incompleteResidues(parsed)).toEqual([]);
    expect(pose!.rms).toBeLessThan(0.01);
    expect(pose!.score).toBeNull(); // energies before minimisation are not reported
    expect(result.notes!.join('\n')).toMatch(/1crn: \d+ hydrogens added \(pH 7\)/);
  });

  it('minimize lowers the energy of the prepared structure, barely moves it, strips a ligand with a note', {
    timeout: MINUTE,
  }, async () => {
    const ligand = 'HETATM 9999  S   SO4 A 101      20.000  20.000  20.000  1.00  0.00           S\n';
    const withLigand = prepared.replace(/^END/m, `${ligand}END`);
    const result = await run('minimize', withLigand);
    const [pose] = poses(result);
    const before = await score(prepared);
    expect(pose!.score).toBeLessThan(before);
    expect(pose!.rms).toBeLessThan(1);
    expect(termsSum(pose!.score_terms!)).toBeCloseTo(pose!.score!, 1);
    expect(pose!.score_terms).toMatchObject({ engine: 'openmm', dssp_hbond: expect.any(Number) });
    expect(pose!.score_terms!.dssp_hbond as number).toBeLessThan(0);
    expect(result.notes!.join('\n')).toMatch(/ligands and ions removed \(SO4 A101\) before molecular mechanics/);
    expect(result.collection!.settings).toMatchObject({
      engine: 'openmm',
      force_field: 'amber99sbildn',
      solvent_model: expect.stringContaining('OBC'),
      max_iterations: 100,
      platform: 'CPU',
    });
  });

  it('relax repeats are independent seeded trajectories that stay near the source', { timeout: MINUTE }, async () => {
    const [a, b] = poses(await run('relax', prepared, { repeats: 2 }));
    expect([a!.name, b!.name]).toEqual(['1crn_0001', '1crn_0002']);
    expect(a!.pdb).not.toBe(b!.pdb);
    expect(caRmsd(readPose(a!.pdb), readPose(b!.pdb))).toBeGreaterThan(0.01);
    for (const pose of [a!, b!]) {
      expect(pose.rms).toBeLessThan(1.5);
      expect(Number.isFinite(pose.score)).toBe(true);
    }
  });

  it('fails clearly on a truncated file, a file without atoms, a nonstandard residue and a chain break', {
    timeout: MINUTE,
  }, async () => {
    const cut = crambin.slice(0, crambin.indexOf('ATOM    101') + 40);
    await expect(run('minimize', cut)).rejects.toThrow(/1crn: .*ATOM record too short/);
    await expect(run('minimize', 'HEADER    EMPTY\nEND\n')).rejects.toThrow(/1crn: .*No atoms/);
    // the worker checks too, for callers that skip the TypeScript parse
    const direct = (pdb: string) =>
      runWorker({
        task: 'minimize',
        step: MINIMIZE_STEP,
        settings: mmSettings(),
        sources: [{ name: 'x', pdb }],
        items: [{ source: 0, name: 'x', seed: 1 }],
      });
    await expect(direct(cut)).rejects.toThrow(/could not be read/);
    await expect(direct('HEADER    EMPTY\nEND\n')).rejects.toThrow('The structure has no atoms.');
    const nonstandard = crambin.replace(/^(ATOM.{13})ILE A {3}7/gm, '$1MSE A   7');
    await expect(run('minimize', nonstandard)).rejects.toThrow(/MSE A7.*run Prepare first/);
    const gapped = crambin
      .split('\n')
      .filter((line) => !(line.startsWith('ATOM') && line.slice(22, 26).trim() === '12'))
      .join('\n');
    await expect(run('minimize', gapped)).rejects.toThrow(
      /Chain A is broken between SER A11 and PHE A13.*Run Prepare first/,
    );
  });

  it('cancel kills the worker process', { timeout: MINUTE }, async () => {
    process.env.BENCH_MM_RELAX_STEPS = '1000000';
    const ctx = context('relax', prepared, { repeats: 1 });
    const job = openmmOf('relax').run(ctx);
    process.env.BENCH_MM_RELAX_STEPS = '300';
    await expect
      .poll(() => ctx.progressCalls.some((c) => c.step.startsWith('Minimizing')), { timeout: 30_000 })
      .toBe(true);
    expect(processesIn(ctx.workDir)).toHaveLength(1);
    ctx.abort();
    await expect(job).rejects.toBeInstanceOf(JobCancelledError);
    await expect.poll(() => processesIn(ctx.workDir), { timeout: 5000 }).toEqual([]);
  });
});

describe.runIf(CI || hasProMod3)('ProMod3 engines on crambin', () => {
  it('repack rebuilds every side chain completely and keeps the fold', { timeout: MINUTE }, async () => {
    const result = await run('repack', crambin, { repeats: 3 });
    expect(poses(result)).toHaveLength(1);
    expect(result.notes!.join('\n')).toMatch(/deterministically/);
    const [pose] = poses(result);
    expect(incompleteResidues(readPose(pose!.pdb))).toEqual([]);
    expect(pose!.rms).toBeLessThan(1);
    expect(result.collection!.settings).toMatchObject({ side_chains: expect.stringContaining('ProMod3') });
  });

  const mutations = { 10: { mutations: 'AW' }, 13: { mutations: 'F' }, 20: { mutations: 'GY' } };
  const allowed: Record<number, string> = { 10: 'AW', 13: 'F', 20: 'GY' };

  function onlyEnabled(sequence: string): void {
    [...sequence].forEach((letter, i) => expect(allowed[i + 1] ?? CRAMBIN[i]).toContain(letter));
  }

  it('design repeats carry only the enabled mutations, with complete side chains', { timeout: MINUTE }, async () => {
    const result = await run('design', crambin, { repeats: 3, selector: 's1', mutations });
    expect(poses(result)).toHaveLength(3);
    for (const pose of poses(result)) {
      onlyEnabled(pose.sequence);
      expect(pose.sequence[12]).toBe('F');
      expect(incompleteResidues(readPose(pose.pdb))).toEqual([]);
      expect(Number.isFinite(pose.score)).toBe(true);
    }
  });

  it('flex design anneals the designed residues and keeps only enabled mutations', { timeout: MINUTE }, async () => {
    const result = await run('flex_design', crambin, { repeats: 1, selector: 's1', mutations });
    const [pose] = poses(result);
    onlyEnabled(pose!.sequence);
    expect(pose!.rms).toBeLessThan(1.5);
    // a design's annealing schedule, not BENCH_MM_RELAX_STEPS (300 here)
    expect(result.collection!.settings).toMatchObject({ anneal_steps: 1000, anneal_cutoff_nm: 1.2 });
  });
});
