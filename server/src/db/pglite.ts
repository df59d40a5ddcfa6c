import { mkdirSync } from 'node:fs';
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

/** Embedded PostgreSQL: `dataDir/db` on disk, or in memory when `dataDir` is null. */
export async function openPglite(dataDir: string | null): Promise<Db> {
  let path: string | undefined;
  if (dataDir) {
    path = join(dataDir, 'db');
    mkdirSync(path, { recursive: true });
  }
  const pg = await PGlite.create(path);
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
