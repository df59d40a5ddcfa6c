/**
 * Runs the Python worker (engine/hm_worker.py): JSON request on stdin, JSON reply on stdout,
 * 'PROGRESS <percent> <step>' lines on stderr. The worker runs in its own process group so a
 * cancel or timeout stops BLAST and ProMod3 with it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const WORKER_SCRIPT = fileURLToPath(new URL('../../engine/hm_worker.py', import.meta.url));

const PROGRESS = /^PROGRESS\s+(\d+(?:\.\d+)?)\s+(.*)$/;
const STDERR_LINES = 20;
const KILL_GRACE_MS = 2000;

export interface WorkerOptions {
  python: string;
  timeoutMs: number;
  signal?: AbortSignal;
  progress?(step: string, percent: number): void;
}

export class WorkerStoppedError extends Error {}

export function runWorker<T>(request: object, options: WorkerOptions): Promise<T> {
  if (options.signal?.aborted) return Promise.reject(new WorkerStoppedError('Homology modelling was cancelled.'));
  return new Promise<T>((resolve, reject) => {
    const child = spawn(options.python, [WORKER_SCRIPT], { detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
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
    const onAbort = () => stop(new WorkerStoppedError('Homology modelling was cancelled.'));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(
      () => stop(new WorkerStoppedError(`Homology modelling took longer than ${Math.round(options.timeoutMs / 1000)} s and was stopped.`)),
      options.timeoutMs,
    );

    child.stdin.on('error', () => {}); // a worker that dies early closes the pipe; its exit says why
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
    child.on('error', (error) => reject(new Error(`The homology-modelling worker could not start (${options.python}): ${error.message}`)));
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
      if (reply && typeof reply.error === 'string') return reject(new Error(`Homology modelling failed: ${reply.error}`));
      if (code === 0 && reply) return resolve(reply);
      const tail = stderr.slice(-5).join('\n');
      reject(new Error(`The homology-modelling worker exited with ${signal ? `signal ${signal}` : `code ${code}`}${tail ? `: ${tail}` : ''}`));
    });
  });
}
