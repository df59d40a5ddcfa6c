/**
 * Prepare builds short missing stretches inside chains and leaves long ones open with a warning
 * (engine/prepare.py): PDBFixer took tens of minutes over the 52- and 55-residue gaps of 4jsv.
 * A structure without SEQRES records (the loader writes none) gets its breaks named from geometry.
 * Checks the rules on the real structure without building anything; bench/openmm.bench.mjs times
 * the whole Prepare of 4jsv chain A against its bound.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectOpenMM } from '@bench/openmm';
import { fixturePath } from '@bench/fixtures';

/** the building blocks the step imports (the worker puts them on its path) */
const PYTHON_DIR = join(import.meta.dirname, '..', '..', '..', 'libs', 'openmm', 'src', 'python');
const STEP = join(import.meta.dirname, '..', 'engine', 'prepare.py');
const FIXTURE = fixturePath('pdb', '4jsv.pdb');
const found = await detectOpenMM();

function python(body: string) {
  const script = `import importlib.util, json, sys
sys.path.insert(0, ${JSON.stringify(PYTHON_DIR)})
spec = importlib.util.spec_from_file_location('prepare_step', ${JSON.stringify(STEP)})
prepare = importlib.util.module_from_spec(spec)
spec.loader.exec_module(prepare)
text = open(${JSON.stringify(FIXTURE)}).read()
${body}`;
  const run = spawnSync(process.env.BENCH_PYTHON || '/usr/bin/python3', ['-c', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}

describe.runIf(Boolean(process.env.CI) || ('openmm' in found.versions && 'pdbfixer' in found.versions))(
  'Prepare on long missing stretches',
  () => {
    it('builds no tail and no gap longer than 15 residues, and says which gaps stay open', () => {
      const { note, built } = python(`
fixer = prepare.load(text)
fixer.findMissingResidues()
gaps = prepare.buildable_gaps(fixer)
chains = list(fixer.topology.chains())
print(json.dumps({'note': prepare.long_gaps_note(gaps), 'built': sorted([chains[c].id, i, len(v)] for (c, i), v in fixer.missingResidues.items())}))
`);
      // 4jsv: 9 and 7 residues missing before chains A–D start, 2 after C and D end, 52 and 55 inside A and B
      expect(built).toEqual([]);
      expect(note).toBe(
        '4 missing stretches longer than 15 residues left open (52 after LYS B1814, 55 after THR B2436, 52 after LYS A1814, 55 after THR A2436): the chain stays broken there',
      );
    }, 60_000);

    it('names the chain breaks of a structure without SEQRES records, as the loader writes chain A', () => {
      const { note, known } = python(`
chain_a = '\\n'.join(l for l in text.splitlines() if l.startswith(('ATOM', 'TER')) and l[21] == 'A') + '\\nEND\\n'
fixer = prepare.load(chain_a)
fixer.findMissingResidues()
print(json.dumps({'known': prepare.buildable_gaps(fixer), 'note': prepare.unknown_gaps_note(fixer.topology, fixer.positions, set())}))
`);
      expect(known).toEqual([]);
      expect(note).toBe(
        '2 chain breaks left open (LYS A1814–LYS A1867, 52 missing by numbering; THR A2436–ALA A2492, 55 missing by numbering): the structure has no SEQRES record of the missing residues, so Prepare cannot build them',
      );
    }, 60_000);
  },
);
