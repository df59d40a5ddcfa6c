import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../../server/nodeFlags.mjs';
import { httpCaller, type Api } from './server.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** A server or worker started as its own operating-system process, as `npm start` / `npm run worker` do. */
export interface BenchProcess {
  pid: number;
  /** everything it printed, for the failure message */
  output(): string;
  alive(): boolean;
  /** SIGKILL: no shutdown code runs, as when a machine dies */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit */
  stop(): Promise<void>;
}

export interface ServerProcess extends BenchProcess, Api {
  url: string;
}

function launch(
  entry: string,
  env: Record<string, string>,
  ready: RegExp,
  flags: string[] = [],
): Promise<{ child: ChildProcess; match: RegExpExecArray; process: BenchProcess }> {
  // one node process (no tsx or npm wrapper in between), so that kill -9 hits the process that runs
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, BENCH_LOG: '0', BENCH_STATIC_DIR: join(tmpdir(), 'bench-no-static'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const handle: BenchProcess = {
    pid: child.pid!,
    output: () => text,
    alive: () => !exited,
    async kill9() {
      child.kill('SIGKILL');
      await exit;
    },
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await exit;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start within 60 s:\n${text}`)), 60_000);
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      const match = ready.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match, process: handle });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code}:\n${text}`));
    });
  });
}

/** `server/src/main.ts` on a free loopback port. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const { match, process } = await launch(
    'server/src/main.ts',
    { PORT: '0', HOST: '127.0.0.1', ...env },
    /Bench listening on http:\/\/127\.0\.0\.1:(\d+)/,
    SERVER_NODE_FLAGS,
  );
  const port = Number(match[1]);
  const url = `http://127.0.0.1:${port}`;
  return { ...process, url, port, call: httpCaller(url) };
}

/** `npm run worker` (server/src/worker.ts). */
export async function startWorkerProcess(env: Record<string, string>): Promise<BenchProcess> {
  return (await launch('server/src/worker.ts', env, /Bench worker running/)).process;
}
