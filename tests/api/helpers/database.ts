import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, resetData, type Db } from '../../../server/src/index.ts';

export interface TestDatabase {
  db: Db;
  /** the PostgreSQL database's own URL (absent on the embedded database) */
  url?: string;
  reset(): Promise<void>;
  drop(): Promise<void>;
}

/**
 * One database per test file: embedded in memory, or a fresh database on the PostgreSQL of
 * DATABASE_URL (scripts/pg-test-cluster.mjs) when that is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDb({ databaseUrl: null, dataDir: 'memory://' });
    return { db, reset: () => resetData(db), drop: () => db.close() };
  }
  const name = `bench_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(url);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: target.toString(), dataDir: 'memory://' });
  return {
    db,
    url: target.toString(),
    reset: () => resetData(db),
    async drop() {
      await db.close();
      const client = new pg.Client(url);
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
