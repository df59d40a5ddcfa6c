// Molecular-mechanics engines (the plugins' steps on libs/openmm) beside bare OpenMM (bench/openmm_bare.py):
// wall time of Prepare, Minimize and Relax on 1crn, 1ubq and chain A of 4jsv, ns/day of the relax,
// and the engine's overhead ratio (its worker process, imports, energy decomposition, DSSP, result
// parsing). Iteration and step caps are small so the run stays short; set BENCH_MM_MAX_ITERATIONS
// and BENCH_MM_RELAX_STEPS to change them.  Run: npx tsx bench/openmm.bench.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectOpenMM, mmSettings, pythonPath } from '@bench/openmm';
import { engines as minimizeEngines } from '@bench/plugin-minimize/engine';
import { engines as prepareEngines } from '@bench/plugin-prepare/engine';
import { engines as relaxEngines } from '@bench/plugin-relax/engine';
import { testEngineContext } from '@bench/testing/engine';
import { fixturePath } from '@bench/fixtures';
import { reportFigure } from './lib/summary.ts';

process.env.BENCH_MM_MAX_ITERATIONS ||= '200';
process.env.BENCH_MM_RELAX_STEPS ||= '600';
const here = dirname(fileURLToPath(import.meta.url));
const fixtures = fixturePath('pdb');
const TIMESTEP_FS = 2;
// Prepare of 4jsv chain A (1,174 residues in SEQRES, missing stretches of 9, 52 and 55) took more than
// 25 minutes while PDBFixer built its long loops; stretches longer than 15 residues now stay open.
const PREPARE_BOUND_S = { '4jsv chain A': 120 };

const chainA = (text) =>
  `${text
    .split('\n')
    .filter((l) => (/^(ATOM|HETATM|TER)/.test(l) && l[21] === 'A') || (l.startsWith('SEQRES') && l[11] === 'A'))
    .join('\n')}\nEND\n`;
const structures = [
  ['1crn', readFileSync(join(fixtures, '1crn.pdb'), 'utf8')],
  ['1ubq', readFileSync(join(fixtures, '1ubq.pdb'), 'utf8')],
  ['4jsv chain A', chainA(readFileSync(join(fixtures, '4jsv.pdb'), 'utf8'))],
];

const found = await detectOpenMM();
if (!('openmm' in found.versions && 'pdbfixer' in found.versions)) {
  console.log(`OpenMM benchmark not run: ${found.detail}`);
  process.exit(0);
}
const settings = mmSettings();
console.log(
  `${found.detail}; ${settings.threads} thread(s); minimiser cap ${settings.max_iterations} iterations; relax ${settings.relax_steps} steps of ${TIMESTEP_FS} fs; load average ${loadavg()[0].toFixed(1)}`,
);

const ENGINES = { prepare: prepareEngines, minimize: minimizeEngines, relax: relaxEngines };

async function engineSeconds(task, name, pdb) {
  const context = testEngineContext({
    input: { task, pose_ids: ['p'], collection_id: null, repeats: 1 },
    poses: [{ _id: 'p', name, pdb }],
  });
  context.workDir = mkdtempSync(join(tmpdir(), 'bench-mm-'));
  const t0 = performance.now();
  const result = await ENGINES[task].find((engine) => engine.kind === 'openmm').run(context);
  const seconds = (performance.now() - t0) / 1000;
  rmSync(context.workDir, { recursive: true, force: true });
  return { seconds, pose: result.collection.poses[0], notes: result.notes ?? [] };
}

function bare(pdb, prepareOnly) {
  const input = JSON.stringify({
    pdb,
    iterations: settings.max_iterations,
    steps: settings.relax_steps,
    threads: settings.threads,
    prepare_only: prepareOnly,
  });
  const env = { ...process.env, OPENMM_CPU_THREADS: String(settings.threads) }; // PDBFixer's own contexts too
  const run = spawnSync(pythonPath(), [join(here, 'openmm_bare.py')], {
    input,
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (run.status !== 0) throw new Error(`openmm_bare.py failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

const nsPerDay = (seconds) => ((settings.relax_steps * TIMESTEP_FS * 1e-6) / seconds) * 86400;
const rows = [];
for (const [name, raw] of structures) {
  const prepare = await engineSeconds('prepare', name, raw);
  const bound = PREPARE_BOUND_S[name];
  if (bound) {
    console.log(
      `Prepare of ${name}: ${prepare.seconds.toFixed(1)} s (bound ${bound} s: ${prepare.seconds < bound ? 'pass' : 'FAIL'}); what the scientist reads:\n  ${prepare.notes.join('\n  ')}`,
    );
    if (prepare.seconds >= bound) process.exitCode = 1;
    reportFigure(`Prepare of ${name}`, `${prepare.seconds.toFixed(1)} s`, `< ${bound} s`, prepare.seconds < bound);
  }
  // a chain Prepare left broken is refused by Minimize and Relax (no bond is stretched over a gap)
  const refused = (error) => ({ seconds: NaN, refused: error.message });
  const minimize = await engineSeconds('minimize', name, prepare.pose.pdb).catch(refused);
  const relax = await engineSeconds('relax', name, prepare.pose.pdb).catch(refused);
  // the baseline's molecular mechanics only where the engine's ran: nothing to compare otherwise
  const base = bare(raw, Boolean(minimize.refused && relax.refused));
  // a step that did not run (refused, or its baseline not run) leaves its cells empty
  const ran = (v) => typeof v === 'number' && !Number.isNaN(v);
  const cell = (v, format) => (ran(v) ? format(v) : '');
  const row = (step, engine, baseline, ns) => ({
    structure: name,
    atoms: base.atoms,
    step,
    'engine s': ran(engine) ? engine.toFixed(2) : 'refused',
    'bare s': cell(baseline, (v) => v.toFixed(2)),
    overhead: ran(engine) && ran(baseline) ? `${(engine / baseline).toFixed(2)}×` : '',
    'engine ns/day': ns ? cell(engine, (v) => nsPerDay(v).toFixed(2)) : '',
    'bare ns/day': ns ? cell(baseline, (v) => nsPerDay(v).toFixed(2)) : '',
    'bare MD-only ns/day': ns ? cell(base.md, (v) => nsPerDay(v).toFixed(2)) : '',
  });
  rows.push(
    row('prepare', prepare.seconds, base.prepare),
    row('minimize', minimize.seconds, base.minimize),
    row('relax', relax.seconds, base.relax, true),
  );
  for (const [step, outcome] of [
    ['Minimize', minimize],
    ['Relax', relax],
  ])
    if (outcome.refused) console.log(`${step} of prepared ${name} refused: ${outcome.refused}`);
  console.table(rows); // after each structure: the large one takes long
}
