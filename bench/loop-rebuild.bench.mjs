// Loop Rebuild (plugins/loop-rebuild) with ProMod3: real loops of two fixture proteins are removed
// — backbone and side chains: the engine starts from the structure without them — and rebuilt
// through the plugin's engine (planner, worker, verification) exactly as a job runs it. Reports,
// per loop, the time per rebuilt loop (the job's time over its repeats; the candidate search is
// shared by the repeats), how many candidates ProMod3 found, and the Cα RMSD of the rebuilt loop
// to the crystal loop after superposing the rest of the protein (its Cα atoms outside the loop):
// for the top-ranked loop (repeat 1) and the closest of the repeats.
//
// Beside published figures, quoted as the usual ranges, not re-measured here: loops of 6–8 residues
// rebuilt by database search or sampling in a native environment typically come within about
// 1–2 Å Cα/backbone RMSD (ProMod3's loop benchmark, Studer et al. 2021, PLoS Comput Biol
// 17:e1008667; PLOP, Jacobson et al. 2004, Proteins 55:351, ≈0.8 Å mean for 8-residue loops with
// all-atom refinement); 4-residue loops usually below 1 Å. None of the fixture entries is among
// the 21,119 chains of ProMod3's structure database (checked by id), but homologues may be.
// A row passes when its loops verify (no loop_broken) within TIME_BUDGET_S. Run: npx tsx bench/loop-rebuild.bench.mjs
import { loadavg } from 'node:os';
import { readFixture } from '@bench/fixtures';
import { canRun, detectOpenMM } from '@bench/openmm';
import { readPose } from '@bench/engine-sim';
import { promod3LoopRebuild } from '../plugins/loop-rebuild/src/engine.ts';
import { loopRebuildModel } from '../plugins/loop-rebuild/src/model.ts';
import { loopAt, loopRmsds } from './lib/loopGeometry.mjs';

const TIME_BUDGET_S = 90;
const REPEATS = 3;
// [fixture, first, last, what]: positions along the sequence (= residue numbers here)
const loops = [
  ['1crn', 17, 22, 'turn between the two helices'],
  ['1ubq', 7, 10, 'β-hairpin turn'],
  ['1ubq', 51, 58, 'loop after the 3₁₀ helix'],
];

if (!(await canRun(['promod3', 'openmm', 'pdbfixer']))) {
  console.log(`Loop Rebuild benchmark not run: ${(await detectOpenMM()).detail}`);
  process.exit(0);
}
console.log(`${(await detectOpenMM()).detail}; load average ${loadavg()[0].toFixed(1)}`);

const rows = [];
for (const [id, first, last, what] of loops) {
  const crystal = readFixture('pdb', `${id}.pdb`);
  const positions = Array.from({ length: last - first + 1 }, (_, k) => first + k);
  const context = {
    action: {
      _id: `bench-${id}-${first}`,
      name: 'Loop Rebuild',
      task_id: 1,
      input: { ...loopRebuildModel.defaults(), repeats: REPEATS, selector: 'loop' },
    },
    poses: [{ _id: id, name: id, pdb: crystal }],
    selectors: { loop: positions },
    freeLigands: {},
    settings: { maxResults: 10_000 },
    seed: 1,
    progress: () => {},
    signal: new AbortController().signal,
    workDir: `/tmp/bench-loop-${id}`,
  };
  const started = performance.now();
  const result = await promod3LoopRebuild.run(context);
  const seconds = (performance.now() - started) / 1000;
  const crystalPose = readPose(crystal);
  const loop = loopAt(crystalPose, first, last);
  // Cα RMSD of the loop after superposing the Cα atoms outside it onto the crystal's
  const rmsds = result.collection.poses.map((pose) => loopRmsds(pose.pdb, crystalPose, loop).ca);
  const pool =
    /(\d+) loop candidates from the ProMod3 fragment database and (\d+) from Monte Carlo sampling \((\d+) s\); (\d+) distinct/.exec(
      result.notes.join(' '),
    );
  rows.push({
    loop: `${id} ${first}–${last}`,
    length: positions.length,
    what,
    'database / MC candidates': pool ? `${pool[1]} / ${pool[2]}` : '?',
    distinct: pool?.[4] ?? '?',
    'search s': pool?.[3] ?? '?',
    's per loop': (seconds / REPEATS).toFixed(1),
    'top Cα RMSD Å': rmsds[0].toFixed(2),
    'best of 3 Å': Math.min(...rmsds).toFixed(2),
    verified: result.verification.verified ? 'yes' : 'loop_broken',
    result: result.verification.verified && seconds < TIME_BUDGET_S ? 'pass' : 'FAIL',
  });
  console.log(
    `${rows.at(-1).loop}: top ${rows.at(-1)['top Cα RMSD Å']} Å, best ${rows.at(-1)['best of 3 Å']} Å (${seconds.toFixed(1)} s for ${REPEATS} loops)`,
  );
}
console.table(rows);
console.log(
  'Published (quoted, not re-measured): database / sampling loop modelling of 6–8 residues typically reaches ~1–2 Å Cα RMSD (Studer et al. 2021; Jacobson et al. 2004).',
);
process.exit(rows.every((r) => r.result === 'pass') ? 0 : 1);
