/** `npm run predict:hm` end to end: FASTA in, model PDB and alignments JSON out, a summary printed. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectHomologyModelling } from '@bench/family-structure-prediction/homology';
import { fixturePath } from '@bench/fixtures';

const root = join(import.meta.dirname, '..', '..', '..');
const fixtures = fixturePath();
const found = await detectHomologyModelling();
const work = mkdtempSync(join(tmpdir(), 'bench-hm-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function predict(...args: string[]) {
  const cli = join(root, 'plugins', 'homology-modelling', 'src', 'cli', 'predictHm.ts');
  return spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [cli, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BENCH_HM_DATA_DIR: join(work, 'cache') },
  });
}

describe.skipIf(!found.ready && !process.env.CI)('npm run predict:hm', () => {
  it('models haemoglobin α (alpha.faa) on a project structure and writes the model and its alignments', () => {
    const beta = readFileSync(join(fixtures, 'pdb', '4hhb.pdb'), 'utf8')
      .split('\n')
      .filter((l) => /^(ATOM|HETATM)/.test(l) && l[21] === 'B')
      .join('\n');
    writeFileSync(join(work, 'beta.pdb'), `${beta}\nEND\n`);
    const run = predict(
      join(fixtures, 'fasta', 'alpha.faa'),
      '--templates',
      join(work, 'beta.pdb'),
      '--no-library',
      '--out',
      join(work, 'out'),
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('HBA_HUMAN (142 residues): modelled');
    expect(run.stdout).toMatch(/template beta\.B \(project\): identity 4\d\.\d %/);
    const model = readFileSync(join(work, 'out', 'HBA_HUMAN.pdb'), 'utf8');
    expect(model.match(/^ATOM .{7} CA /gm)!.length).toBeGreaterThan(130);
    const alignments = JSON.parse(readFileSync(join(work, 'out', 'HBA_HUMAN-alignments.json'), 'utf8'));
    expect(alignments[0]).toMatchObject({ target_tag: 'beta.B', query_start: expect.any(Number) });
    expect(run.stderr).toContain('Building the model on beta.B with ProMod3');
  }, 120_000);

  it('exits 1 with the message when no template is found, and 2 with usage on bad arguments', () => {
    const none = predict(
      join(fixtures, 'fasta', 'alpha.faa'),
      '--templates',
      join(fixtures, 'pdb', '1crn.pdb'),
      '--no-library',
      '--out',
      join(work, 'none'),
    );
    expect(none.status).toBe(1);
    expect(none.stdout).toContain('No template found');
    expect(existsSync(join(work, 'none', 'HBA_HUMAN.pdb'))).toBe(false);
    const usage = predict();
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: npm run predict:hm -- <target.fasta>');
  }, 120_000);
});
