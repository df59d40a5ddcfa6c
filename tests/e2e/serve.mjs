// Starts the real server for the journeys: a fresh data directory, the built app, an optional users file.
// Usage: node tests/e2e/serve.mjs <port> [users.json]
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../../server/nodeFlags.mjs';

const [port, usersFile] = process.argv.slice(2);
const dataDir = mkdtempSync(join(tmpdir(), `bench-e2e-${port}-`));
// A local PDB mirror holding 1CRN, so adding a structure by code works offline (BENCH_PDB_URL).
const pdbMirror = mkdtempSync(join(tmpdir(), `bench-e2e-pdb-${port}-`));
copyFileSync(resolve('..', 'shared', 'fixtures', 'pdb', '1crn.pdb'), join(pdbMirror, '1CRN.pdb'));
// The journeys pin the simulated engine for most molecular-mechanics tasks: fast and deterministic
// (the OpenMM engines have their own tests, libs/openmm/test/openmm.test.ts); Flex Design and Relax
// Design take about a minute each on two positions of 1crn. Loop Rebuild (ProMod3), Design
// (ProMod3 packing + OpenMM), Minimize (OpenMM) and Repack (ProMod3) run their real engines, a few
// seconds each on 1crn (real-engines.spec.ts, actions.spec.ts, mm-and-docking.spec.ts); so does
// Replace Ligand (AutoDock Vina, installed by `npm test`), and ProteinMPNN its trained network (the
// project's Python environment, which `npm test` makes; simulated-jobs.spec.ts).
const MM_TASKS = ['PREPARE', 'RELAX', 'FLEX_DESIGN', 'RELAX_DESIGN'];
// The journeys run real molecular-mechanics engines: one worker process a job, so each leaves a core
// to the journeys running beside it; DDG runs two repeats, the fewest that give each score a spread.
const env = {
  BENCH_MM_PARALLEL: '1',
  BENCH_DDG_REPEATS: '2',
  // Vina's smallest search (the product default is 8): the Replace Ligand journey's 17-atom ligand
  // docks in about 2 s instead of about 9. How well Vina docks is measured in plugins/replace-ligand
  // (test/vina.test.ts, bench/replace-ligand.bench.mjs).
  BENCH_VINA_EXHAUSTIVENESS: '1',
  // LightDock's smallest useful search: 1UBQ around 1CRN in seconds instead of minutes. How well it
  // docks at the product's sampling is measured in bench/ppd-docking.bench.mjs.
  BENCH_LIGHTDOCK_SWARMS: '4',
  BENCH_LIGHTDOCK_GLOWWORMS: '10',
  BENCH_LIGHTDOCK_STEPS: '5',
  BENCH_PDB_URL: pdbMirror,
  ...Object.fromEntries(MM_TASKS.map((task) => [`BENCH_ENGINE_${task}`, 'simulated'])),
  ...process.env,
  PORT: port,
  BENCH_DATA_DIR: dataDir,
  BENCH_STATIC_DIR: resolve('app/dist'),
  BENCH_BILLING_PORTAL_URL: 'https://billing.example.org/portal',
  ...(usersFile ? { BENCH_USERS_FILE: resolve(usersFile) } : {}),
  // The multi-user server also has AI folding and antibody modelling, through stand-ins for ColabFold
  // and ABodyBuilder2 that write their real output files (fixture structures, not predictions); the
  // single-user server has neither, so the journeys see the fold buttons both unavailable and running.
  ...(usersFile
    ? {
        BENCH_COLABFOLD_COMMAND: `node ${resolve('plugins/folding/test/colabfold-standin.mjs')} ${resolve('..', 'shared', 'fixtures')}`,
        BENCH_ABODYBUILDER2_COMMAND: `node ${resolve('plugins/antibody-modelling/test/abodybuilder2-standin.mjs')} ${resolve('..', 'shared', 'fixtures')}`,
      }
    : {}),
};
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env,
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(pdbMirror, { recursive: true, force: true });
  process.exit(code ?? 0);
});
