// Runs every bench/*.bench.mjs in turn (each prints its own table) and summarises their results.
// Run: npm run bench
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here).filter((f) => f.endsWith('.bench.mjs')).sort();
const summary = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const t0 = performance.now();
  const { status } = spawnSync('npx', ['tsx', join(here, file)], { stdio: 'inherit', cwd: join(here, '..') });
  summary.push({ benchmark: file, seconds: ((performance.now() - t0) / 1000).toFixed(1), result: status === 0 ? 'pass' : 'FAIL' });
}
console.log('\n=== summary ===');
console.table(summary);
process.exit(summary.every((s) => s.result === 'pass') ? 0 : 1);
