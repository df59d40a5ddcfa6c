import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './types.ts';

const READ_ONLY = /^\s*(SELECT|EXPLAIN)\b/i;

interface Counter {
  instance: string;
  generation: number;
}

function wrap(target: PGlite | Transaction, counter: Counter): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      if (!READ_ONLY.test(sql)) counter.generation++;
      try {
        return (await target.query<T>(sql, params)).rows;
      } finally {
        if (!READ_ONLY.test(sql)) counter.generation++;
      }
    },
    async exec(sql: string) {
      counter.generation++;
      await target.exec(sql);
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
 * at rest with 10,000 poses; 32 MB keeps it well under the 400 MB budget (bench/load.bench.mjs),
 * and pages it does not hold come from the operating system's file cache. (Start parameters, not
 * PGlite's `postgresqlconf`, which replaces the data directory's postgresql.conf.)
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Embedded PostgreSQL: `dataDir/db` on disk, or in memory when `dataDir` is null. */
export async function openPglite(dataDir: string | null): Promise<Db> {
  const path = dataDir ? writableDbDir(dataDir) : undefined;
  const pg = await PGlite.create(path, { startParams: START_PARAMS }).catch((error: Error) => {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new Error(`The embedded database in ${path ?? 'memory'} failed to start (${error.message}${cause}).`, {
      cause: error,
    });
  });
  const counter: Counter = { instance: randomUUID(), generation: 0 };
  const db = wrap(pg, counter);
  return {
    kind: 'pglite',
    query: db.query,
    exec: db.exec,
    get generation() {
      return db.generation;
    },
    transaction: (fn) =>
      pg.transaction(async (tx) => {
        try {
          return await fn(wrap(tx, counter));
        } finally {
          counter.generation++;
        }
      }),
    close: () => pg.close(),
  };
}
