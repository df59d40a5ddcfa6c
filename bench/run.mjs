// Runs the benchmarks in turn (each prints its own tables) and ends with one summary table: each
// benchmark's headline figures beside their budgets (bench/lib/summary.ts), its time and result.
//   npm run bench                 the performance budgets (QUICK): within 20 minutes on 2 cores
//   npm run bench -- --science    the science sets (SCIENCE: accuracy against experiment, the
//                                 engines run as jobs, the OpenMM engines' timings)
//   npm run bench -- --all        both
// Some long benchmarks get smaller sizes here (SIZES); run one file alone for the sizes the issues ask
// for (e.g. 1,000 jobs, all 175 mutations). The browser benchmarks need the built app: it is built
// first when app/dist is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const QUICK = [
  'initial-js',
  'structure-analysis',
  'logo',
  'paged-query',
  'collection-tab',
  'viewers',
  'job-queue',
  'load',
  'worker-scaling',
];
// the OpenMM engines' timings run the science engines on three structures (about 4 minutes): with the long sets
const SCIENCE = [
  'ddg',
  'ddg-s669',
  'hm',
  'loop-rebuild',
  'loop-benchmark',
  'design',
  'design-recovery',
  'small-design',
  'protein-mpnn',
  'thermo-mpnn',
  'replace-ligand',
  'redocking',
  'ppd-docking',
  'epitopes',
  'openmm',
];
const SIZES = {
  ddg: ['--every', '6'],
  'ddg-s669': ['--every', '10'],
  // both sets, the 12-residue one fairly (its proteins' homologues out of the fragment search): about 45 minutes
  'loop-benchmark': ['--set', 'all', '--without-homologues'],
  'job-queue': ['--jobs', '200'],
  'worker-scaling': ['--jobs', '16'],
};

const flags = new Set(process.argv.slice(2));
const unknown = [...flags].filter((flag) => !['--science', '--all'].includes(flag));
if (unknown.length) {
  console.error(`unknown option ${unknown.join(' ')}; use --science (the science sets) or --all (everything)`);
  process.exit(2);
}
const present = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .map((f) => f.slice(0, -'.bench.mjs'.length));
const unlisted = present.filter((name) => !QUICK.includes(name) && !SCIENCE.includes(name));
if (unlisted.length) {
  console.error(`bench/run.mjs: list ${unlisted.join(', ')} in QUICK or SCIENCE`);
  process.exit(2);
}
const chosen = flags.has('--all') ? [...QUICK, ...SCIENCE] : flags.has('--science') ? SCIENCE : QUICK;

const summaryDir = mkdtempSync(join(tmpdir(), 'bench-summary-'));
function timed(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const summaryFile = join(summaryDir, `${label.replace(/\W+/g, '_')}.jsonl`);
  const t0 = performance.now();
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, BENCH_SUMMARY: summaryFile },
  });
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  const exit = status === 0 ? 'pass' : 'FAIL';
  const figures = existsSync(summaryFile)
    ? readFileSync(summaryFile, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
    : [];
  // a benchmark that failed on something besides its figures (an error, a wrong count) says so in a row of its own
  if (exit === 'FAIL' && figures.every((f) => f.result === 'pass'))
    figures.push({ measure: 'exit status', figure: `${status}`, budget: '0', result: 'FAIL' });
  if (!figures.length) figures.push({ measure: '', figure: '', budget: '', result: exit });
  return figures.map((figure, i) => ({ benchmark: i ? '' : label, ...figure, seconds: i ? '' : seconds }));
}

const t0 = performance.now();
const summary = [];
try {
  if (!existsSync(join(root, 'app', 'dist', 'index.html')))
    summary.push(...timed('build the app (npx vite build)', 'npx', ['vite', 'build']));
  for (const name of chosen) {
    const args = SIZES[name] ?? [];
    summary.push(...timed([name, ...args].join(' '), 'npx', ['tsx', join(here, `${name}.bench.mjs`), ...args]));
  }
} finally {
  rmSync(summaryDir, { recursive: true, force: true });
}
console.log(
  `\n=== summary (${flags.has('--all') ? 'all' : flags.has('--science') ? 'science sets' : 'performance budgets; --science for the science sets'}) ===`,
);
console.table(summary);
console.log(`total ${((performance.now() - t0) / 60_000).toFixed(1)} min`);
process.exit(summary.every((s) => s.result === 'pass') ? 0 : 1);
