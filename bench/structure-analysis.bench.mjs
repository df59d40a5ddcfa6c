// Structure analysis budget (DESIGN.md §8: a 2 MB PDB of ~22,000 atoms analysed in < 150 ms).
// Times parsePdb + analyzeStructure beside the PDB parser of the 3dmol package, in one process,
// median of RUNS runs after WARMUP runs.  Run: npx tsx bench/structure-analysis.bench.mjs
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { analyzeStructure, parsePdb } from '@bench/structure';
import { fixturePath } from '@bench/fixtures';
import { reportFigure } from './lib/summary.ts';
import { median } from './lib/stats.mjs';

const WARMUP = 5;
const RUNS = 25;
const BUDGET_MS = 150;
const fixtures = fixturePath('pdb');
const files = ['4jsv.pdb', '4hhb.pdb', '1l2y.pdb'];

function loadPeer() {
  // 3Dmol is a browser bundle: it reads window/navigator at load and expects a global $3Dmol
  // holding the surface classes it stringifies into a web worker. Stubs are enough for its parsers.
  const win = new Window();
  globalThis.window = win;
  globalThis.document = win.document;
  globalThis.$3Dmol = { Vector3() {}, MarchingCubeInitializer() {}, PointGrid() {}, ProteinSurface() {} };
  try {
    globalThis.navigator ??= win.navigator;
  } catch {
    // Node 21+ defines a read-only navigator; 3Dmol only reads userAgent from it.
  }
  const $3Dmol = createRequire(import.meta.url)('3dmol');
  const version = createRequire(import.meta.url)('3dmol/package.json').version;
  return { name: `3dmol ${version} Parsers.PDB`, parse: (text) => $3Dmol.Parsers.PDB(text, {})[0].length };
}

function time(fn) {
  for (let i = 0; i < WARMUP; i++) fn();
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

const peer = loadPeer();
const rows = [];
for (const file of files) {
  const text = readFileSync(join(fixtures, file), 'utf8');
  let atoms = 0;
  let residues = 0;
  const ours = time(() => {
    const structure = parsePdb(text);
    atoms = structure.atoms.count;
    residues = analyzeStructure(structure).residues.length;
  });
  let peerAtoms = 0;
  const theirs = time(() => {
    peerAtoms = peer.parse(text);
  });
  rows.push({
    file,
    'size kB': Math.round(text.length / 1024),
    atoms,
    'peer atoms': peerAtoms,
    'residues (model 1)': residues,
    'ours median ms': ours.toFixed(1),
    'peer median ms': theirs.toFixed(1),
    'ours/peer': (ours / theirs).toFixed(2),
    'budget ms': BUDGET_MS,
    result: ours < BUDGET_MS ? 'pass' : 'FAIL',
  });
  reportFigure(`parse + analyze ${file}`, `${ours.toFixed(1)} ms`, `< ${BUDGET_MS} ms`, ours < BUDGET_MS);
}
console.log(
  `parse + analyze vs ${peer.name} (parse only, its default options), median of ${RUNS} runs after ${WARMUP} warm-up, node ${process.version}`,
);
console.table(rows);
process.exit(rows.every((r) => r.result === 'pass') ? 0 : 1);
