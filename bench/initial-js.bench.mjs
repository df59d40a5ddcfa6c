// Initial JavaScript budget (DESIGN.md §8, issue 25 item 5): the JavaScript a first visit loads before
// anything is asked for (the entry script of index.html and every chunk it modulepreloads), gzipped,
// < 150 kB (1 kB = 1,000 bytes). Plugin screens, the session workspace, 3dmol, RDKit and pusher-js
// load later, behind dynamic imports. Builds the app from the current sources into a temporary
// folder (app/dist is left alone) and lists each eager chunk beside the total.
// Run: npx tsx bench/initial-js.bench.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { reportFigure } from './lib/summary.ts';

const BUDGET_KB = 150;

/** The scripts index.html loads at once: its module entry and the chunks it modulepreloads. */
function eagerScripts(html) {
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
  if (entries.length === 0) throw new Error('index.html has no module entry script');
  return [...entries, ...preloads];
}

const outDir = mkdtempSync(join(tmpdir(), 'bench-initial-js-'));
try {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status}):\n${build.stdout}${build.stderr}`);
  const chunks = eagerScripts(readFileSync(join(outDir, 'index.html'), 'utf8')).map((src) => {
    const bytes = readFileSync(join(outDir, src));
    return { chunk: src, 'raw kB': bytes.length / 1000, 'gzip kB': gzipSync(bytes).length / 1000 };
  });
  const total = chunks.reduce((sum, c) => sum + c['gzip kB'], 0);
  console.table(chunks.map((c) => ({ ...c, 'raw kB': c['raw kB'].toFixed(1), 'gzip kB': c['gzip kB'].toFixed(1) })));
  const pass = total < BUDGET_KB;
  reportFigure('initial JavaScript (entry + modulepreloads)', `${total.toFixed(1)} kB gzip`, `< ${BUDGET_KB} kB`, pass);
  console.table([
    {
      measure: 'initial JavaScript (gzip kB)',
      value: total.toFixed(1),
      'budget kB': `< ${BUDGET_KB}`,
      result: pass ? 'pass' : 'FAIL',
    },
  ]);
  process.exitCode = pass ? 0 : 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
