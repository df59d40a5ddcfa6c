import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Stops and starts the throwaway PostgreSQL of scripts/pg-test-cluster.mjs (which sets these
 * variables); null when the tests run without it.
 */
export function pgCluster() {
  const {
    BENCH_PG_TEST_BIN: bin,
    BENCH_PG_TEST_DATA: data,
    BENCH_PG_TEST_OPTIONS: options,
    BENCH_PG_TEST_LOG: log,
  } = process.env;
  if (!bin || !data || !options || !log) return null;
  const pgCtl = (args: string[]) => {
    // PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` user
    const [file, argv] =
      process.getuid?.() === 0
        ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args]]
        : [join(bin, 'pg_ctl'), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pg_ctl ${args[0]} failed:\n${result.stdout}${result.stderr}`);
  };
  return {
    /** a fast shutdown: every connection is terminated (57P01), as in a restart */
    stop: () => pgCtl(['stop', '-D', data, '-m', 'fast', '-w']),
    start: () => pgCtl(['start', '-D', data, '-o', options, '-l', log, '-w']),
  };
}
