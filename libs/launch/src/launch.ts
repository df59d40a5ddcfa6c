/** `launch`: runs a program with the executor the site chose (BENCH_EXECUTOR), locally or on Slurm. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { runLocally } from './local.ts';
import type { LaunchExit, LaunchRequest } from './request.ts';
import { executorOf, slurmSettings } from './settings.ts';
import { runOnSlurm } from './slurm.ts';

export type { LaunchExit, LaunchRequest } from './request.ts';

type Env = Record<string, string | undefined>;

const currentTask = new AsyncLocalStorage<string>();

/** Runs `work` (a job's engine) so that every launch inside it gets the resources set for `task`. */
export const launchesOf = <T>(task: string, work: () => T): T => currentTask.run(task, work);

/** Where a job's working directory belongs: on a cluster the shared BENCH_SLURM_WORKDIR, else the system's temp directory. */
export const scratchRoot = (env: Env = process.env): string =>
  executorOf(env) === 'slurm' ? slurmSettings(env, null).workDir : tmpdir();

/**
 * Runs a program to its end: resolves with its exit, output and whether Bench stopped it; rejects
 * when it could not start or, on a cluster, when Slurm ended it (time limit, memory, a node lost
 * twice, an outside scancel). The working directory is created when missing.
 */
export async function launch(request: LaunchRequest, env: Env = process.env): Promise<LaunchExit> {
  const executor = executorOf(env);
  if (request.cwd) await mkdir(request.cwd, { recursive: true });
  if (executor === 'local') return runLocally(request);
  const task = currentTask.getStore() ?? null;
  return runOnSlurm(request, slurmSettings(env, task), task);
}
