import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

/** The documented npm script, or the same entry through node directly (no npm start-up). */
function run(csv: string, via: 'npm' | 'node') {
  const file = join(mkdtempSync(join(tmpdir(), 'predict-epitopes-')), 'peptides.csv');
  writeFileSync(file, csv);
  const [command, args] =
    via === 'npm'
      ? ['npm', ['run', '-s', 'predict:epitopes', '--', file]]
      : [process.execPath, ['--import', 'tsx', 'plugins/epitope-prediction/cli/predict.ts', file]];
  return spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BENCH_EPITOPE_MATRIX_DIR: '' },
  });
}

describe('npm run predict:epitopes', () => {
  // each case starts npm and tsx: a few seconds idle, tens of seconds on a loaded machine
  it('prints allele,peptide,ic50_nM,rank_percent for each row', () => {
    const { status, stdout } = run('allele,peptide\nHLA-A*02:01,GILGFVFTL\nHLA-Z*99:99,GILGFVFTL\n', 'npm');
    expect(status).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('allele,peptide,ic50_nM,rank_percent');
    expect(Number(lines[1].split(',')[2])).toBeLessThan(500);
    expect(lines[2]).toBe('HLA-Z*99:99,GILGFVFTL,,');
  }, 60_000);

  it('exits 2 with a clear message on a bad CSV', () => {
    const { status, stdout, stderr } = run('allele;peptide\nHLA-A*02:01;GILGFVFTL\n', 'node');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('line 1: the header must name the columns allele and peptide, found "allele;peptide"');
  }, 60_000);
});
