/** The local executor: the program as a child process in its own process group on this machine. */
import { spawn } from 'node:child_process';
import { LineCollector, stoppedExit, type LaunchExit, type LaunchRequest } from './request.ts';

const KILL_GRACE_MS = 2000;

export function runLocally(request: LaunchRequest): Promise<LaunchExit> {
  if (request.signal?.aborted) return Promise.resolve(stoppedExit('cancelled'));
  return new Promise((resolve, reject) => {
    const child = spawn(request.program, request.shell ? [] : [...(request.args ?? [])], {
      shell: request.shell ?? false,
      cwd: request.cwd,
      detached: true,
      stdio: [request.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const stdout = new LineCollector(request.onStdout, request.onStdoutData);
    const stderr = new LineCollector(request.onStderr);
    let stopped: LaunchExit['stopped'] = null;
    const killGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // the group has already exited
      }
    };
    // the whole group goes, so whatever the program started (BLAST, OpenMM threads) stops with it
    const stop = (why: 'cancelled' | 'timeout') => {
      stopped ??= why;
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), KILL_GRACE_MS).unref();
    };
    const onAbort = () => stop('cancelled');
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = request.timeoutMs ? setTimeout(() => stop('timeout'), request.timeoutMs) : undefined;
    if (child.stdin) {
      // a program that exits before reading its input closes the pipe; its exit status says why
      child.stdin.on('error', () => {});
      child.stdin.end(request.stdin);
    }
    child.stdout!.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
    const done = () => {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error) => {
      done();
      reject(new Error(`${request.label} could not start (${request.program}): ${error.message}`));
    });
    child.on('close', (code, signal) => {
      done();
      stdout.end();
      stderr.end();
      resolve({ code, signal, stdout: stdout.text, stderr: stderr.text, stopped });
    });
  });
}
