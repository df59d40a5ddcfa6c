/**
 * The Slurm executor: a launch becomes a batch job in a directory on the shared path. Its state is
 * followed with `scontrol show job` (not sacct: accounting may be off), its progress read from its
 * output files as they grow, a cancel is `scancel`; a job Slurm requeues after losing its node runs
 * once more, and is cancelled and failed when it is lost again.
 */
import { execFile } from 'node:child_process';
import { constants } from 'node:os';
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { LineCollector, stoppedExit, type LaunchExit, type LaunchRequest } from './request.ts';
import type { SlurmSettings } from './settings.ts';
import {
  batchScript,
  FINISHED,
  jobName,
  outputFile,
  parseJobRecord,
  sbatchArguments,
  STARTED,
  type SlurmJobState,
} from './slurmJob.ts';

const run = promisify(execFile);
/** a Slurm command that has not answered in this long is asked again on the next poll */
const COMMAND_TIMEOUT_MS = 30_000;
/** times a job may be started again after a lost node */
const REQUEUES = 1;

async function slurm(program: string, args: readonly string[]): Promise<string> {
  try {
    return (await run(program, [...args], { timeout: COMMAND_TIMEOUT_MS })).stdout;
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`${program} failed: ${(stderr || message).trim().split('\n').slice(-2).join(' ')}`);
  }
}

/** A growing output file read from where the last read stopped. */
class OutputTail {
  private offset = 0;

  constructor(
    readonly path: string,
    readonly lines: LineCollector,
  ) {}

  async read(): Promise<void> {
    const file = await open(this.path, 'r').catch(() => null);
    if (!file) return;
    try {
      const { size } = await file.stat();
      if (size <= this.offset) return;
      const chunk = Buffer.alloc(size - this.offset);
      const { bytesRead } = await file.read(chunk, 0, chunk.length, this.offset);
      this.offset += bytesRead;
      this.lines.push(chunk.subarray(0, bytesRead));
    } finally {
      await file.close();
    }
  }
}

const signalName = (number: number) =>
  Object.entries(constants.signals).find(([, value]) => value === number)?.[0] ?? `signal ${number}`;

/** Why a finished job that did not exit by itself ended, for the scientist. */
function failure(label: string, id: string, job: SlurmJobState): Error {
  const on = job.node ? ` on ${job.node}` : '';
  switch (job.state) {
    case 'CANCELLED':
      return new Error(`${label}: its Slurm job ${id} was cancelled on the cluster (scancel or an administrator).`);
    case 'TIMEOUT':
      return new Error(
        `${label}: its Slurm job ${id} reached its Slurm time limit${on} (BENCH_SLURM_TIME) and was stopped.`,
      );
    case 'OUT_OF_MEMORY':
      return new Error(`${label}: its Slurm job ${id} ran out of memory${on} (BENCH_SLURM_MEM).`);
    case 'NODE_FAIL':
    case 'BOOT_FAIL':
      return new Error(`${label}: the cluster lost the node running Slurm job ${id}${on}.`);
    default:
      return new Error(
        `${label}: Slurm job ${id} ended ${job.state}${job.reason && job.reason !== 'None' ? ` (${job.reason})` : ''}${on}.`,
      );
  }
}

export async function runOnSlurm(
  request: LaunchRequest,
  settings: SlurmSettings,
  task: string | null,
): Promise<LaunchExit> {
  if (request.signal?.aborted) return stoppedExit('cancelled');
  const dir = await mkdtemp(join(settings.workDir, 'launch-'));
  try {
    await writeFile(join(dir, 'job.sh'), batchScript(request, dir), { mode: 0o755 });
    if (request.stdin !== undefined) await writeFile(join(dir, 'stdin'), request.stdin);
    const submitted = await slurm(
      'sbatch',
      sbatchArguments(jobName(task, request.label), request.cwd ?? dir, dir, settings),
    );
    const id = /^\s*(\d+)/.exec(submitted)?.[1];
    if (!id) throw new Error(`sbatch did not say which job it submitted: ${submitted.trim()}`);
    return await follow(id, dir, request, settings);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function follow(id: string, dir: string, request: LaunchRequest, settings: SlurmSettings): Promise<LaunchExit> {
  const tails = (restarts: number) => ({
    stdout: new OutputTail(
      outputFile(dir, 'stdout', restarts),
      new LineCollector(request.onStdout, request.onStdoutData),
    ),
    stderr: new OutputTail(outputFile(dir, 'stderr', restarts), new LineCollector(request.onStderr)),
  });
  let restarts = 0;
  let output = tails(restarts);
  let runningSince: number | null = null;
  const cancel = async (why: 'cancelled' | 'timeout') => {
    await slurm('scancel', [id]);
    return stoppedExit(why, output.stdout.lines.text, output.stderr.lines.text);
  };
  for (;;) {
    try {
      await sleep(settings.pollMs, undefined, { signal: request.signal });
    } catch {
      return cancel('cancelled');
    }
    let job: SlurmJobState;
    try {
      job = parseJobRecord(await slurm('scontrol', ['show', 'job', '-o', id]));
    } catch (error) {
      // the controller may be restarting: ask again on the next poll, unless it has forgotten the job
      if (/invalid job id/i.test((error as Error).message))
        throw new Error(`${request.label}: Slurm no longer knows job ${id}; it ended unseen.`);
      continue;
    }
    if (job.restarts !== restarts) {
      if (job.restarts > REQUEUES) {
        await slurm('scancel', [id]);
        throw new Error(
          `${request.label}: the cluster lost the node running Slurm job ${id} again after requeueing it once; the job was stopped.`,
        );
      }
      restarts = job.restarts;
      output = tails(restarts);
      runningSince = null;
    }
    const finished = FINISHED.has(job.state);
    if (STARTED.has(job.state)) {
      runningSince ??= Date.now();
      await Promise.all([output.stdout.read(), output.stderr.read()]);
    }
    if (!finished) {
      if (request.timeoutMs && runningSince !== null && Date.now() - runningSince > request.timeoutMs)
        return cancel('timeout');
      continue;
    }
    output.stdout.lines.end();
    output.stderr.lines.end();
    if (job.state !== 'COMPLETED' && job.state !== 'FAILED') throw failure(request.label, id, job);
    const signal = job.exitSignal ? signalName(job.exitSignal) : null;
    // what Slurm itself said about a failed job (a working directory missing on the node, a kill) follows the program's own
    const slurmLog = job.state === 'FAILED' ? await readFile(join(dir, 'slurm.log'), 'utf8').catch(() => '') : '';
    return {
      code: signal ? null : job.exitCode,
      signal,
      stdout: output.stdout.lines.text,
      stderr: output.stderr.lines.text + slurmLog,
      stopped: null,
    };
  }
}
