// Runs every bench/*.bench.mjs in turn (each prints its own table) and summarises their results.
// The whole run stays within 20 minutes on 2 cores: the long benchmarks get smaller sizes here
// (SIZES); run one file alone for the sizes the issues ask for (e.g. 1,000 jobs, all 175 mutations).
// The browser benchmarks need the built app: it is built first when app/dist is missing.
// Run: npm run bench
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const SIZES = {
  'ddg.bench.mjs': ['--every', '6'],
  'worker-scaling.bench.mjs': ['--jobs', '16'],
};

function timed(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const t0 = performance.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  return { benchmark: label, seconds: ((performance.now() - t0) / 1000).toFixed(1), result: status === 0 ? 'pass' : 'FAIL' };
}

const summary = [];
if (!existsSync(join(root, 'app', 'dist', 'index.html'))) summary.push(timed('build the app (npx vite build)', 'npx', ['vite', 'build']));
const files = readdirSync(here).filter((f) => f.endsWith('.bench.mjs')).sort();
for (const file of files) summary.push(timed([file, ...(SIZES[file] ?? [])].join(' '), 'npx', ['tsx', join(here, file), ...(SIZES[file] ?? [])]));
const total = summary.reduce((sum, s) => sum + Number(s.seconds), 0);
console.log('\n=== summary ===');
console.table(summary);
console.log(`total ${(total / 60).toFixed(1)} min`);
process.exit(summary.every((s) => s.result === 'pass') ? 0 : 1);
