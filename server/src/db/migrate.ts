import type { Db } from './types.ts';
import { MIGRATIONS } from './migrations/index.ts';

// Any number of servers and workers may start at once on one PostgreSQL.
const LOCK_KEY = 7_200_301;

export async function migrate(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS migrations (id text PRIMARY KEY, applied_timestamp timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ id: string }>('SELECT id FROM migrations')).map((r) => r.id));
    const applied: string[] = [];
    for (const { id, sql } of MIGRATIONS) {
      if (done.has(id)) continue;
      await tx.exec(sql);
      await tx.query('INSERT INTO migrations (id) VALUES ($1)', [id]);
      applied.push(id);
    }
    return applied;
  });
}

/**
 * Empties every data table (tests reset between cases; the schema stays). On PostgreSQL a job the
 * last case left finishing can take its locks in the other order and PostgreSQL breaks the deadlock
 * by cancelling one side (seen once in CI): the truncation is then tried again.
 */
export async function resetData(db: Db): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.exec('TRUNCATE items, ledger, users, organisations, jobs, local_passwords RESTART IDENTITY');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt === 3) throw error;
    }
  }
}
