/**
 * Prepare builds short missing stretches inside chains and leaves long ones open with a note
 * (src/python/prepare.py): PDBFixer took tens of minutes over the 52- and 55-residue gaps of 4jsv.
 * Checks the rule on the real structure without building anything.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectOpenMM } from '../src/index.ts';
import { fixturePath } from '@bench/fixtures';

const PYTHON_DIR = join(import.meta.dirname, '..', 'src', 'python');
const FIXTURE = fixturePath('pdb', '4jsv.pdb');
const found = await detectOpenMM();

const SCRIPT = `
import json, sys
sys.path.insert(0, ${JSON.stringify(PYTHON_DIR)})
import prepare
fixer = prepare.load(open(${JSON.stringify(FIXTURE)}).read())
fixer.findMissingResidues()
note = prepare.buildable_gaps(fixer)
chains = list(fixer.topology.chains())
print(json.dumps({'note': note, 'built': sorted([chains[c].id, i, len(v)] for (c, i), v in fixer.missingResidues.items())}))
`;

describe.runIf(Boolean(process.env.CI) || ('openmm' in found.versions && 'pdbfixer' in found.versions))('Prepare on long missing stretches', () => {
  it('builds no tail and no gap longer than 15 residues, and says which gaps stay open', () => {
    const run = spawnSync(process.env.BENCH_PYTHON || '/usr/bin/python3', ['-c', SCRIPT], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    const { note, built } = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
    // 4jsv: 9 and 7 residues missing before chains A–D start, 2 after C and D end, 52 and 55 inside A and B
    expect(built).toEqual([]);
    expect(note).toBe('4 missing stretches longer than 15 residues left open (52 after LYS B1814, 55 after THR B2436, 52 after LYS A1814, 55 after THR A2436): the chain stays broken there');
  }, 60_000);
});
