/** Job pipeline settings (server/ENGINES.md lists them). */
export interface JobsConfig {
  /** 'in-process': workers inside each server; 'pg-boss': the server enqueues, `npm run worker` runs */
  queue: 'in-process' | 'pg-boss';
  /** concurrent jobs per process (BENCH_WORKERS) */
  workers: number;
  timeoutSeconds: number;
  heartbeatSeconds: number;
  /** BENCH_ENGINE_<TASK> values by upper-cased task name */
  engineOverrides: Record<string, string>;
}

type Env = Record<string, string | undefined>;

function positive(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}, got '${raw}'`);
  return value;
}

export function jobsConfig(env: Env, databaseUrl: string | null): JobsConfig {
  const queue = env.BENCH_QUEUE || 'in-process';
  if (queue !== 'in-process' && queue !== 'pg-boss')
    throw new Error(`BENCH_QUEUE must be in-process or pg-boss, got '${queue}'`);
  if (queue === 'pg-boss' && !databaseUrl) throw new Error('BENCH_QUEUE=pg-boss needs DATABASE_URL (PostgreSQL)');
  const engineOverrides = Object.fromEntries(
    Object.entries(env)
      .filter(([name, value]) => name.startsWith('BENCH_ENGINE_') && value)
      .map(([name, value]) => [name.slice('BENCH_ENGINE_'.length), value!.trim()]),
  );
  return {
    queue,
    workers: Math.floor(positive(env, 'BENCH_WORKERS', 1, 0)),
    timeoutSeconds: positive(env, 'BENCH_JOB_TIMEOUT_S', 3600, 0.001),
    heartbeatSeconds: positive(env, 'BENCH_JOB_HEARTBEAT_S', 10, 0.05),
    engineOverrides,
  };
}
