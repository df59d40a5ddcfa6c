// A small design as a scientist first runs one: two positions of a 141-residue chain (human
// haemoglobin's α chain, 4HHB chain A without its haem: lysozyme's size), three letters each
// (sequence space 9), 2 repeats, through Design's, Flex Design's and Relax Design's engines exactly as a job runs
// them, with the product's settings. Budget: the whole job within 2 minutes on these 2 cores
// (issue #24), with the time per repeat: the repeats are shared among BENCH_MM_PARALLEL worker
// processes (default 2), each running its share one after another.
// Run: npx tsx bench/small-design.bench.mjs
import { loadavg } from 'node:os';
import { readFixture } from '@bench/fixtures';
import { canRun, detectOpenMM, workerProcesses } from '@bench/openmm';
import { runDesignEngines } from './lib/designRuns.ts';
import { reportFigure } from './lib/summary.ts';

const BUDGET_S = 120;
const REPEATS = 2;
const POSITIONS = [30, 45];
const LETTERS = 'AVL';
const PROCESSES = Math.min(workerProcesses(), REPEATS);

if (!(await canRun(['promod3', 'openmm', 'pdbfixer']))) {
  console.log(`Small design benchmark not run: ${(await detectOpenMM()).detail}`);
  process.exit(0);
}
console.log(`${(await detectOpenMM()).detail}; load average ${loadavg()[0].toFixed(1)}`);

const chainA = readFixture('pdb', '4hhb.pdb')
  .split('\n')
  .filter((line) => (line.startsWith('ATOM') ? line[21] === 'A' : !line.startsWith('HETATM')))
  .join('\n');
const mutations = Object.fromEntries(
  POSITIONS.map((p) => [String(p), { mutations: LETTERS, prevent_repacking: false }]),
);

const rows = [];
for (const { label, seconds, poses } of await runDesignEngines(
  { name: '4hhb_A', pdb: chainA },
  POSITIONS,
  mutations,
  REPEATS,
  ['design', 'flex_design', 'relax_design'],
)) {
  const pass = poses.length === REPEATS && seconds <= BUDGET_S;
  rows.push({
    engine: label,
    designs: poses.map((p) => POSITIONS.map((pos) => p.sequence[pos - 1]).join('')).join(' '),
    'job s': seconds.toFixed(1),
    processes: PROCESSES,
    's / repeat': ((seconds * PROCESSES) / REPEATS).toFixed(1),
    budget: `≤ ${BUDGET_S} s`,
    result: pass ? 'pass' : 'FAIL',
  });
  reportFigure(
    `${label}: sequence space 9, ${REPEATS} repeats, 141 residues`,
    `${seconds.toFixed(0)} s`,
    `≤ ${BUDGET_S} s`,
    pass,
  );
}
console.table(rows);
process.exit(rows.every((r) => r.result === 'pass') ? 0 : 1);
