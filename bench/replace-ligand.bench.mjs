// Replace Ligand's docking engine (plugins/replace-ligand/src/vina): AutoDock Vina redocking the
// inhibitor LIA (R547) of CDK2 into its own site in 2FVD (fixtures), through the engine exactly as
// a job runs it (Open Babel preparation at pH 7.4, box = LIA's extent + 2 × 4 Å, exhaustiveness 8,
// one CPU). Two starting points: the crystal conformer (classic redocking, as in the Vina paper:
// Vina randomises position, orientation and torsions, bond geometry and ring puckers stay) and a
// conformer Open Babel builds from the SMILES (--gen3d; no crystal information at all).
// Reports the heavy-atom RMSD of Vina's best-scored pose to the crystal pose (symmetry-naive: atom
// i against its own crystal atom, so symmetric groups such as the sulfonyl oxygens can only make
// it larger), the centroid distance, the affinity and the wall time, beside the published figure:
// Trott & Olson (2010, J Comput Chem 31:455–461): Vina's best-scored pose within 2 Å RMSD of the
// crystal pose for about 78 % of the 190 complexes of the AutoDock 4 training set. One complex is
// one data point, not a success rate. Seeds: BENCH_VINA_SEEDS (default 1,2).
// Run: npx tsx bench/replace-ligand.bench.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFixture } from '@bench/fixtures';
import { readPose } from '@bench/engine-sim';
import { readMolfile } from '@bench/structure';
import { replaceLigandModel } from '../plugins/replace-ligand/src/model.ts';
import { findLigand } from '../plugins/replace-ligand/src/placement.ts';
import { vinaEngine, exhaustiveness } from '../plugins/replace-ligand/src/vina/engine.ts';
import { detectDockingTools } from '../plugins/replace-ligand/src/vina/tools.ts';
import { crystalLigandSdf, matchAtoms } from '../plugins/replace-ligand/test/support/crystalLigand.ts';

const TIME_BUDGET_S = 300;
const PUBLISHED_SUCCESS = 0.78;
const LIA = { res_num: 299, res_name: 'LIA', chain: 'A' };
const LIA_SMILES = 'CS(=O)(=O)N1CCC(CC1)Nc1ncc(C(=O)c2c(OC)ccc(F)c2F)c(N)n1';
const seeds = (process.env.BENCH_VINA_SEEDS || '1,2').split(',').map(Number);

const tools = await detectDockingTools();
if (!tools.ready) {
  console.log(`Replace Ligand docking benchmark not run: ${tools.detail}`);
  process.exit(0);
}
console.log(
  `${tools.vina}, ${tools.obabel}; exhaustiveness ${exhaustiveness()}, 1 CPU; load average ${loadavg()[0].toFixed(1)}`,
);

const pdb = readFixture('pdb', '2fvd.pdb');
const crystal = findLigand(readPose(pdb), LIA).atoms.filter((a) => a.element !== 'H');
const redock = crystalLigandSdf(LIA_SMILES, crystal);
const obabel = (args, input) =>
  execFileSync('obabel', args, { encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'ignore'] });
const built = obabel(['-isdf', '-osdf', '-d'], obabel([`-:${LIA_SMILES}`, '-osdf', '--gen3d']));
// atom i of each start ↔ crystal atom order[i] (the docked pose comes back in the SDF's order)
const starts = [
  ['crystal conformer', redock.sdf, redock.order],
  ['--gen3d conformer', built, matchAtoms(readMolfile(built), crystal)],
];

const rows = [];
for (const [start, sdf, order] of starts) {
  for (const seed of seeds) {
    const workDir = mkdtempSync(join(tmpdir(), 'bench-vina-'));
    const input = { ...replaceLigandModel.defaults(), replace_ligand: { original_ligand: LIA, new_ligand_id: 'lig' } };
    const context = {
      action: { _id: 'bench', name: 'Replace Ligand', task_id: 1, input },
      poses: [{ _id: 'p', name: '2fvd', pdb }],
      selectors: {},
      freeLigands: { lig: { name: 'R547', sdf } },
      settings: { maxResults: 10_000 },
      seed,
      progress: () => {},
      signal: new AbortController().signal,
      workDir,
    };
    const started = performance.now();
    const result = await vinaEngine.run(context);
    const seconds = (performance.now() - started) / 1000;
    rmSync(workDir, { recursive: true, force: true });
    const [pose] = result.collection.poses;
    const docked = findLigand(readPose(pose.pdb), { ...LIA, res_name: 'LIG' }).atoms;
    const rmsd = Math.sqrt(
      docked.reduce((s, p, i) => {
        const q = crystal[order[i]];
        return s + (p.x - q.x) ** 2 + (p.y - q.y) ** 2 + (p.z - q.z) ** 2;
      }, 0) / docked.length,
    );
    rows.push({
      start,
      seed,
      'Vina kcal/mol': pose.score.toFixed(2),
      'next mode': pose.score_terms.next_mode_affinity?.toFixed(2) ?? '—',
      'heavy-atom RMSD Å': rmsd.toFixed(2),
      'centroid Å': pose.rms.toFixed(2),
      '≤ 2 Å': rmsd <= 2 ? 'yes' : 'no',
      'time s': seconds.toFixed(1),
      result: seconds < TIME_BUDGET_S ? 'pass' : 'FAIL',
    });
    console.log(
      `${start}, seed ${seed}: ${rows.at(-1)['heavy-atom RMSD Å']} Å, ${rows.at(-1)['Vina kcal/mol']} kcal/mol, ${rows.at(-1)['time s']} s`,
    );
  }
}
console.table(rows);
for (const [start] of starts) {
  const mine = rows.filter((r) => r.start === start);
  console.log(
    `${start}: best-scored pose within 2 Å in ${mine.filter((r) => r['≤ 2 Å'] === 'yes').length}/${mine.length} runs (published, Trott & Olson 2010: ~${Math.round(100 * PUBLISHED_SUCCESS)} % of 190 complexes, crystal conformers)`,
  );
}
process.exit(rows.every((r) => r.result === 'pass') ? 0 : 1);
