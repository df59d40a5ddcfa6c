import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './types.ts';

const READ_ONLY = /^\s*(SELECT|EXPLAIN)\b/i;

interface Counter {
  instance: string;
  generation: number;
}

type Operation =
  | { op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'close' };

type Call = (operation: Operation) => Promise<unknown>;

/** An error the database thread sent as data, as an Error again with its fields (code, detail…). */
function revived(data: { message: string; cause?: string } & Record<string, unknown>): Error {
  const { message, cause, ...fields } = data;
  return Object.assign(new Error(message, cause ? { cause: new Error(cause) } : undefined), fields);
}

/** Statements on the database or on one transaction; every write raises the generation before and after. */
function wrap(call: Call, counter: Counter, tx?: number): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      if (!READ_ONLY.test(sql)) counter.generation++;
      try {
        return (await call({ op: 'query', sql, params, tx })) as T[];
      } finally {
        if (!READ_ONLY.test(sql)) counter.generation++;
      }
    },
    async exec(sql: string) {
      counter.generation++;
      await call({ op: 'exec', sql, tx });
    },
    get generation() {
      return `${counter.instance}:${counter.generation}`;
    },
  };
}

/** The embedded database's directory, made and checked writable: a clear reason instead of PGlite's bare failure. */
function writableDbDir(dataDir: string): string {
  const path = join(dataDir, 'db');
  try {
    mkdirSync(path, { recursive: true });
    accessSync(path, constants.R_OK | constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(
      `The embedded database cannot open ${path}: the data directory is not writable by this server (${reason}). ` +
        'Give the user the server runs as write access to it, or set BENCH_DATA_DIR to a writable directory.',
    );
  }
  return path;
}

/**
 * PGlite's default shared buffers (160 MB) are touched when it starts, and made the server 467 MiB
 * at rest with 10,000 poses; with 16 MB (32 MB cost 25 MB more at rest) pages it does not hold come
 * from the operating system's file cache (bench/load.bench.mjs measures the server against its
 * 400 MB budget). Start parameters, not PGlite's `postgresqlconf`, which replaces the data directory's
 * postgresql.conf. The statistics target is 10 (PostgreSQL's default 100): the thread analyses its
 * tables itself (pgliteMaintenance.mjs), and ANALYZE holds 300 sampled rows per unit of target in the
 * WebAssembly heap, which never shrinks (at 100,000 poses, 30 MB more at rest); 3,000 rows are
 * plenty to choose between a key and a scan.
 */
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'default_statistics_target=10'],
];

/**
 * The database thread (pgliteWorker.mjs) and a call to it per statement. Started when the server
 * opens the database; a thread that stops fails every call waiting on it, and every later one.
 */
async function startThread(path: string | undefined): Promise<{ call: Call; stop(): Promise<void> }> {
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
    workerData: { path, startParams: START_PARAMS },
    // the thread's short-lived objects are query results on their way out: a small nursery keeps its peak low
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let stopped: Error | null = null;
  let next = 1;
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', (first: { ready: boolean; error?: { message: string } }) =>
      first.ready ? resolve() : reject(revived(first.error!)),
    );
    worker.once('error', reject);
  });
  worker.on('message', (reply: { id?: number; result?: unknown; error?: { message: string } }) => {
    const pending = reply.id === undefined ? undefined : waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id!);
    if (reply.error) pending.reject(revived(reply.error));
    else pending.resolve(reply.result);
  });
  const fail = (error: Error) => {
    stopped ??= new Error(`The embedded database stopped (${error.message}).`, { cause: error });
    for (const pending of waiting.values()) pending.reject(stopped);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`its thread exited with code ${code}`)));
  await ready;
  // held only while a statement is on its way: an idle database keeps no process alive
  worker.unref();
  const call: Call = (operation) => {
    if (stopped) return Promise.reject(stopped);
    const id = next++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, ...operation });
    }).finally(() => {
      if (waiting.size === 0) worker.unref();
    });
  };
  return {
    call,
    stop: async () => {
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}

/**
 * Making a new database grows PGlite's WebAssembly heap to about 700 MB, which it never gives back:
 * made in the server, the first start of a new install stayed at 900 MB (190 MB on a database made
 * before). It is made in a short-lived process instead.
 */
async function makeDatabase(path: string): Promise<void> {
  const script = fileURLToPath(new URL('./pgliteInit.mjs', import.meta.url));
  await promisify(execFile)(process.execPath, [script, path]).catch((error: { stderr?: string; message: string }) => {
    throw new Error(`The embedded database could not be made in ${path} (${error.stderr?.trim() || error.message}).`);
  });
}

/** Embedded PostgreSQL, in a thread of its own: `dataDir/db` on disk, or in memory when `dataDir` is null. */
export async function openPglite(dataDir: string | null): Promise<Db> {
  const path = dataDir ? writableDbDir(dataDir) : undefined;
  if (path && !existsSync(join(path, 'PG_VERSION'))) await makeDatabase(path);
  const thread = await startThread(path).catch((error: Error) => {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new Error(`The embedded database in ${path ?? 'memory'} failed to start (${error.message}${cause}).`, {
      cause: error,
    });
  });
  const counter: Counter = { instance: randomUUID(), generation: 0 };
  const db = wrap(thread.call, counter);
  return {
    kind: 'pglite',
    query: db.query,
    exec: db.exec,
    get generation() {
      return db.generation;
    },
    async transaction(fn) {
      const tx = (await thread.call({ op: 'begin' })) as number;
      try {
        const result = await fn(wrap(thread.call, counter, tx));
        await thread.call({ op: 'commit', tx });
        return result;
      } catch (error) {
        await thread.call({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      } finally {
        counter.generation++;
      }
    },
    close: () => thread.stop(),
  };
}
