/** Molecular-mechanics settings from the environment (README.md: 'Settings'). */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { wholeSetting } from '@bench/launch';
import type { WorkerSettings } from './protocol.ts';

type Env = Record<string, string | undefined>;

const FORCE_FIELDS = ['amber99sbildn', 'amber14'] as const;

/** The project's Python environment (scripts/python-env.mjs); its stamp is written once it is complete. */
const PROJECT_VENV = fileURLToPath(new URL('../../../.venv/', import.meta.url));

/** BENCH_PYTHON, else the project's environment when it is ready, else Debian's Python. */
export function pythonPath(env: Env = process.env): string {
  if (env.BENCH_PYTHON) return env.BENCH_PYTHON;
  return existsSync(`${PROJECT_VENV}bench-lock.sha256`) ? `${PROJECT_VENV}bin/python` : '/usr/bin/python3';
}

export function mmSettings(env: Env = process.env): WorkerSettings {
  const forceField = env.BENCH_MM_FORCEFIELD || 'amber99sbildn';
  if (!(FORCE_FIELDS as readonly string[]).includes(forceField)) {
    throw new Error(`BENCH_MM_FORCEFIELD must be one of ${FORCE_FIELDS.join(', ')}, got '${forceField}'`);
  }
  return {
    force_field: forceField as WorkerSettings['force_field'],
    max_iterations: wholeSetting(env, 'BENCH_MM_MAX_ITERATIONS', 5000, 0),
    threads: wholeSetting(env, 'BENCH_MM_THREADS', 1, 1),
    platform: env.BENCH_MM_PLATFORM || 'CPU',
    relax_steps: wholeSetting(env, 'BENCH_MM_RELAX_STEPS', 5000, 1),
  };
}
