/** The executor setting and the Slurm settings a site sets (README: 'Running on a cluster'). */
import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';

type Env = Record<string, string | undefined>;

export type Executor = 'local' | 'slurm';

/** What one Slurm job asks for; each may be set per task as BENCH_SLURM_<SETTING>_<TASK>. */
export interface SlurmResources {
  partition: string | null;
  cpus: number;
  gpus: number;
  /** Slurm's --mem, e.g. '4G'; null: the partition's default */
  mem: string | null;
  /** Slurm's --time, e.g. '30' (minutes) or '2:00:00'; null: the partition's default */
  time: string | null;
}

export interface SlurmSettings extends SlurmResources {
  /** the shared directory every node sees */
  workDir: string;
  pollMs: number;
}

const RESOURCE_PARSERS: {
  [K in keyof SlurmResources]: { setting: string; parse(raw: string, name: string): SlurmResources[K] };
} = {
  partition: {
    setting: 'BENCH_SLURM_PARTITION',
    parse: (raw, name) => matching(raw, name, /^[\w.-]+(,[\w.-]+)*$/, 'a partition name or a comma list of them'),
  },
  cpus: { setting: 'BENCH_SLURM_CPUS', parse: (raw, name) => whole(raw, name, 1) },
  gpus: { setting: 'BENCH_SLURM_GPUS', parse: (raw, name) => whole(raw, name, 0) },
  mem: {
    setting: 'BENCH_SLURM_MEM',
    parse: (raw, name) => matching(raw, name, /^\d+[KMGT]?$/i, "a size such as '4G' or '500M'"),
  },
  time: {
    setting: 'BENCH_SLURM_TIME',
    parse: (raw, name) =>
      matching(
        raw,
        name,
        /^(\d+-\d+(:\d+){0,2}|\d+(:\d+){0,2})$/,
        "minutes or a Slurm time such as '2:00:00' or '1-12'",
      ),
  },
};
const DEFAULTS: SlurmResources = { partition: null, cpus: 1, gpus: 0, mem: null, time: null };
const OTHER_SETTINGS = ['BENCH_SLURM_WORKDIR', 'BENCH_SLURM_POLL_S'];

function whole(raw: string, name: string, min: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}, got '${raw}'`);
  return value;
}

/** A whole-number setting from the environment: `fallback` when unset, an error naming it when not a whole number ≥ `min`. */
export function wholeSetting(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : whole(raw, name, min);
}

function matching(raw: string, name: string, pattern: RegExp, what: string): string {
  if (!pattern.test(raw)) throw new Error(`${name} must be ${what}, got '${raw}'`);
  return raw;
}

/** 'single_chain_hm' → 'SINGLE_CHAIN_HM', as in BENCH_ENGINE_<TASK>. */
const envName = (task: string) => task.toUpperCase().replace(/[^A-Z0-9]/g, '_');

export function executorOf(env: Env = process.env): Executor {
  const executor = env.BENCH_EXECUTOR?.trim() || 'local';
  if (executor !== 'local' && executor !== 'slurm')
    throw new Error(`BENCH_EXECUTOR must be local or slurm, got '${executor}'`);
  return executor;
}

/** The resources of a job of `task` (null: not inside a job, e.g. detecting what the nodes have). */
export function slurmSettings(env: Env, task: string | null): SlurmSettings {
  const workDir = env.BENCH_SLURM_WORKDIR?.trim();
  if (!workDir || !isAbsolute(workDir))
    throw new Error('BENCH_EXECUTOR=slurm needs BENCH_SLURM_WORKDIR: an absolute path of a directory every node sees');
  const resources = { ...DEFAULTS } as Record<keyof SlurmResources, unknown>;
  for (const [key, { setting, parse }] of Object.entries(RESOURCE_PARSERS)) {
    const name = [task && `${setting}_${envName(task)}`, setting].find(
      (candidate) => candidate && env[candidate]?.trim(),
    );
    if (name) resources[key as keyof SlurmResources] = parse(env[name]!.trim(), name);
  }
  const poll = env.BENCH_SLURM_POLL_S?.trim() ? Number(env.BENCH_SLURM_POLL_S) : 2;
  if (!(poll >= 0.1 && poll <= 600))
    throw new Error(`BENCH_SLURM_POLL_S must be seconds between 0.1 and 600, got '${env.BENCH_SLURM_POLL_S}'`);
  return { ...(resources as unknown as SlurmResources), workDir, pollMs: poll * 1000 };
}

/**
 * Checks the executor settings at start, so a typo fails there and not in a scientist's job: the
 * executor, every BENCH_SLURM_* value (per-task ones included) and the shared directory.
 */
export function checkLaunchSettings(env: Env = process.env): void {
  if (executorOf(env) !== 'slurm') return;
  const settings = slurmSettings(env, null);
  if (!existsSync(settings.workDir)) throw new Error(`BENCH_SLURM_WORKDIR ${settings.workDir} does not exist`);
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('BENCH_SLURM_') || OTHER_SETTINGS.includes(name) || !value?.trim()) continue;
    const parser = Object.values(RESOURCE_PARSERS).find(
      ({ setting }) => name === setting || name.startsWith(`${setting}_`),
    );
    if (!parser)
      throw new Error(
        `${name} is not a Slurm setting (BENCH_SLURM_PARTITION, _CPUS, _GPUS, _MEM, _TIME, each optionally _<TASK>; _WORKDIR; _POLL_S)`,
      );
    parser.parse(value.trim(), name);
  }
}
