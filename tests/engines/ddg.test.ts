/**
 * DDG's molecular-mechanics engine on crambin (1crn), run as the server and `npm run predict:ddg`
 * run it. Physics checks: the wild type re-scored through the same path is ~0, a cavity-making
 * mutation in the core is destabilising, a disulfide cysteine is refused without losing the rest.
 * CI installs OpenMM, PDBFixer and ProMod3; elsewhere the test is skipped with a message.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectOpenMM } from '@bench/openmm';
import { fixturePath, readFixture } from '@bench/fixtures';
import { engines } from '@bench/plugin-ddg/engine';
import { CALIBRATIONS, calibrated, computeDdg, type DdgOutcome, type DdgScore } from '@bench/plugin-ddg/physics';
import { testEngineContext } from '@bench/testing';

const crambin = readFixture('pdb', '1crn.pdb');
const found = await detectOpenMM();
const hasMM = ['openmm', 'pdbfixer', 'promod3', 'scipy'].every((module) => module in found.versions);
if (!hasMM && !process.env.CI)
  console.warn(
    `SKIPPED: DDG engine tests — ${found.detail}. Install python3-simtk python3-pdbfixer python3-promod3 python3-scipy (CI runs them).`,
  );
/** A score the engine gave, failing the test on a refusal. */
function scoredOf(outcome: DdgOutcome): DdgScore {
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ddg-test-'));
  dirs.push(dir);
  return dir;
};

describe.skipIf(!hasMM && !process.env.CI)('DDG molecular-mechanics engine (crambin)', () => {
  it('scores the wild type ~0, I35G (a buried isoleucine) destabilising, and refuses a disulfide cysteine alone', async () => {
    const steps: number[] = [];
    const run = await computeDdg(
      crambin,
      [
        { chain: 'A', resid: 35, icode: '', wt: 'I', mut: 'I' },
        { chain: 'A', resid: 35, icode: '', wt: 'I', mut: 'G' },
        { chain: 'A', resid: 3, icode: '', wt: 'C', mut: 'A' },
      ],
      { workDir: scratch(), progress: (_step, percent) => steps.push(percent) },
    );
    const [wild, cavity, cysteine] = run.scores;
    expect('ddg_kcal' in wild! && Math.abs(wild.ddg_kcal)).toBeLessThan(1);
    expect('ddg_kcal' in cavity! && cavity.ddg_kcal).toBeGreaterThan(0.5);
    expect(cysteine).toEqual({ error: 'C3A: cysteine A3 forms a disulfide bond; mutating it is refused.' });
    expect(run.method).toMatchObject({ force_field: 'amber99sbildn', repeats: 2 });
    // the learned term scored both sites (a mutation to itself is exactly 0) and the combined weights apply
    expect(scoredOf(wild!).raw.learned).toBe(0);
    expect(scoredOf(cavity!).raw.learned).toBeGreaterThan(0);
    expect(String(run.method.learned_term)).toContain('ddg_head.pt');
    expect(scoredOf(cavity!).ddg_kcal).toBeCloseTo(calibrated(scoredOf(cavity!).raw, CALIBRATIONS.combined), 10);
    expect(steps.at(-1)).toBe(100);
    // reproducible: the same mutation alone, in a fresh worker, scores exactly the same
    const alone = await computeDdg(crambin, [{ chain: 'A', resid: 35, icode: '', wt: 'I', mut: 'G' }], {
      workDir: scratch(),
    });
    expect(alone.scores[0]).toEqual(cavity);
    // without the learned term the molecular-mechanics parts are calibrated on their own, and the method says so
    const physics = await computeDdg(crambin, [{ chain: 'A', resid: 35, icode: '', wt: 'I', mut: 'G' }], {
      workDir: scratch(),
      learned: false,
    });
    const mm = scoredOf(physics.scores[0]!);
    expect(mm.raw.learned).toBeUndefined();
    expect(mm.ddg_kcal).toBeCloseTo(calibrated(mm.raw, CALIBRATIONS.physics), 10);
    expect(physics.method.learned_term).toBeUndefined();
    expect(physics.method.name).toBe(
      'Molecular-mechanics ΔΔG (wild type and mutant through the same rebuild and minimisation)',
    );
  }, 240_000);

  it('runs in the job pipeline from the grid: scores by position and letter, the method recorded', async () => {
    const openmm = engines.find((engine) => engine.kind === 'openmm')!;
    const context = testEngineContext({
      input: {
        task: 'ddg',
        pose_ids: ['p1'],
        collection_id: null,
        selector: 'all',
        results: { '35': { G: '+' as const }, '3': { A: '+' as const } },
      },
      poses: [{ _id: 'p1', name: '1crn', pdb: crambin }],
    });
    const result = await openmm.run(Object.assign(context, { workDir: scratch() }));
    expect(result.engine).toBe('openmm');
    expect(result.grid!.values['35']!.G).toBeGreaterThan(0.5);
    expect(result.grid!.values['3']).toBeUndefined();
    // the scored cell carries the spread of its two independent repeats; the refused one has none
    expect(result.grid!.spreads!['35']!.G).toEqual({ spread: expect.any(Number), repeats: 2 });
    expect(result.grid!.spreads!['3']).toBeUndefined();
    expect(result.notes![0]).toContain('disulfide');
    expect(String(result.method!.calibration)).toContain('fitted on');
  }, 120_000);
});

describe('npm run predict:ddg refuses bad input with one line and exit code 2', () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'plugins/ddg/src/cli/predictDdg.ts', ...args], {
      encoding: 'utf8',
    });
  const csv = (text: string) => {
    const file = join(scratch(), 'mutations.csv');
    writeFileSync(file, text);
    return file;
  };
  const structure = fixturePath('pdb', '1crn.pdb');

  it.each([
    ['a wrong wild-type letter', 'chain,position,wt,mut\nA,35,L,G\n', 'line 2: residue A 35 is ILE (I), not L.'],
    ['an unknown residue', 'chain,position,wt,mut\nB,35,I,G\n', 'line 2: the structure has no residue B 35.'],
    [
      'a missing column',
      'chain,position,mut\nA,35,G\n',
      "The mutations CSV needs a header with chain,position,wt,mut; 'wt' is missing.",
    ],
    [
      'a letter outside the 20',
      'chain,position,wt,mut\nA,35,I,Z\n',
      "line 2: wt and mut must be one of the 20 amino-acid letters, got 'I' and 'Z'.",
    ],
  ])('%s', (_what, text, message) => {
    const reply = cli(structure, csv(text));
    expect(reply.status).toBe(2);
    expect(reply.stderr.trim()).toBe(message);
    expect(reply.stdout).toBe('');
  });

  it('a file that is not a structure', () => {
    const reply = cli(fixturePath('pdb', 'malformed_header_only.pdb'), csv('chain,position,wt,mut\nA,35,I,G\n'));
    expect(reply.status).toBe(2);
    expect(reply.stderr).toContain('is not a structure Bench can read');
  });
});
