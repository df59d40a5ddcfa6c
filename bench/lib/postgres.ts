// A throwaway PostgreSQL for a benchmark (scripts/pg-test-cluster.mjs), unless DATABASE_URL names one.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './ports.ts';

const root = join(import.meta.dirname, '..', '..');

export interface Postgres {
  url: string;
  stop(): Promise<void>;
}

export async function postgres(): Promise<Postgres> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts', 'pg-test-cluster.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_PG_PORT: String(port) },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const match = /DATABASE_URL=(\S+)/.exec(text);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`pg-test-cluster exited with ${code}`)));
  });
  return { url, stop: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))) };
}
