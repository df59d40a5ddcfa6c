import { spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 22 item 7: started on a populated data directory it cannot write, the server said only
// 'PGlite failed to initialize properly'. It now names the directory, the reason and the remedy.
const ROOT = join(import.meta.dirname, '..', '..');
const NOBODY = 65534;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-read-only-'));
// root writes anywhere, so as root the server runs as nobody over a directory nobody owns
const asRoot = process.getuid?.() === 0;

afterAll(() => {
  chmodTree(dataDir, 0o700);
  rmSync(dataDir, { recursive: true, force: true });
});

function chmodTree(path: string, dirMode: number, owner?: number): void {
  if (owner !== undefined) chownSync(path, owner, owner);
  if (!statSync(path).isDirectory()) return;
  chmodSync(path, dirMode);
  for (const entry of readdirSync(path)) chmodTree(join(path, entry), dirMode, owner);
}

/** Starts `npm start`'s server entry on `dataDir`; resolves with its exit code and output once it exits or listens. */
function startServer(uid?: number): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    // the embedded database even when the suite runs on PostgreSQL (DATABASE_URL set)
    env: {
      ...process.env,
      DATABASE_URL: '',
      BENCH_DATA_DIR: dataDir,
      PORT: '0',
      BENCH_LOG: '0',
      BENCH_STATIC_DIR: join(tmpdir(), 'bench-no-static'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(uid === undefined ? {} : { uid, gid: uid }),
  });
  let output = '';
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Bench listening')) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('a data directory the server cannot write', () => {
  it('stops the server with the directory, the reason and what to do', async () => {
    const first = await startServer();
    expect(first.output, first.output).toContain('Bench listening');
    chmodTree(dataDir, 0o555, asRoot ? NOBODY : undefined);
    const second = await startServer(asRoot ? NOBODY : undefined);
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(
      `The embedded database cannot open ${join(dataDir, 'db')}: the data directory is not writable by this server (EACCES).`,
    );
    expect(second.output).toContain('set BENCH_DATA_DIR to a writable directory');
  }, 120_000);
});
