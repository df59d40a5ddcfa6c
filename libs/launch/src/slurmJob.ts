/** A launch as a Slurm batch job: its script, its sbatch arguments, and what `scontrol show job` says of it. */
import { join } from 'node:path';
import type { LaunchRequest } from './request.ts';
import type { SlurmResources } from './settings.ts';

/** Single-quoted for /bin/sh. */
export const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** This run's output files: a requeued job starts again with fresh ones (SLURM_RESTART_COUNT). */
export const outputFile = (dir: string, stream: 'stdout' | 'stderr', restarts: number) =>
  join(dir, `${stream}.${restarts}`);

/** The batch script: the program replaces the shell, so the job's exit code is the program's. */
export function batchScript(
  request: Pick<LaunchRequest, 'label' | 'program' | 'args' | 'shell' | 'stdin'>,
  dir: string,
): string {
  const command = request.shell ? ['/bin/sh', '-c', request.program] : [request.program, ...(request.args ?? [])];
  const stdin = request.stdin === undefined ? '/dev/null' : join(dir, 'stdin');
  const output = (stream: 'stdout' | 'stderr') => `${quote(join(dir, stream))}."$run"`;
  return [
    '#!/bin/sh',
    `# Bench: ${request.label.replace(/\s+/g, ' ')}`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell parameter expansion for sh, not a JS template
    'run=${SLURM_RESTART_COUNT:-0}',
    `exec ${command.map(quote).join(' ')} < ${quote(stdin)} > ${output('stdout')} 2> ${output('stderr')}`,
    '',
  ].join('\n');
}

/** sbatch's arguments: one task with the resources of its job type, requeued by Slurm when its node is lost. */
export function sbatchArguments(name: string, cwd: string, dir: string, resources: SlurmResources): string[] {
  return [
    '--parsable',
    `--job-name=${name}`,
    `--chdir=${cwd}`,
    `--output=${join(dir, 'slurm.log')}`,
    '--open-mode=append',
    '--requeue',
    '--ntasks=1',
    `--cpus-per-task=${resources.cpus}`,
    ...(resources.partition ? [`--partition=${resources.partition}`] : []),
    ...(resources.gpus > 0 ? [`--gpus=${resources.gpus}`] : []),
    ...(resources.mem ? [`--mem=${resources.mem}`] : []),
    ...(resources.time ? [`--time=${resources.time}`] : []),
    join(dir, 'job.sh'),
  ];
}

/** The job name squeue shows: bench-<task>, or bench-<what runs> outside a job (detection). */
export const jobName = (task: string | null, label: string) =>
  `bench-${(task ?? label).toLowerCase().replace(/[^a-z0-9_.-]+/g, '-')}`;

export interface SlurmJobState {
  /** JobState: PENDING, RUNNING, COMPLETED, FAILED, NODE_FAIL … */
  state: string;
  reason: string;
  /** times Slurm started it again (a lost node, a failed launch) */
  restarts: number;
  exitCode: number;
  exitSignal: number;
  node: string;
}

/** One line of `scontrol show job -o <id>`. */
export function parseJobRecord(record: string): SlurmJobState {
  const field = (name: string) => new RegExp(`(?:^|\\s)${name}=(\\S*)`).exec(record)?.[1] ?? '';
  const [exitCode, exitSignal] = field('ExitCode').split(':').map(Number);
  return {
    state: field('JobState'),
    reason: field('Reason'),
    restarts: Number(field('Restarts')) || 0,
    exitCode: exitCode ?? 0,
    exitSignal: exitSignal ?? 0,
    node: field('NodeList'),
  };
}

/** States in which the job's program has run or is running. */
export const STARTED = new Set([
  'RUNNING',
  'COMPLETING',
  'COMPLETED',
  'FAILED',
  'TIMEOUT',
  'OUT_OF_MEMORY',
  'SIGNALING',
  'STAGE_OUT',
]);
/** States after which the job never runs again. */
export const FINISHED = new Set([
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'TIMEOUT',
  'NODE_FAIL',
  'BOOT_FAIL',
  'OUT_OF_MEMORY',
  'DEADLINE',
  'PREEMPTED',
]);
