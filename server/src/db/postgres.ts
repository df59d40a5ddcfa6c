import pg from 'pg';
import type { Db, Queryable } from './types.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

// Counts and credit amounts come back as numbers, as on the embedded database.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await target.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/**
 * A pool on PostgreSQL that survives the database going away: a connection the server drops
 * (restart, 57P01) is reported through `warn` and discarded, never thrown at the process; the next
 * query opens a fresh one, and until the database is back queries fail with errors that the HTTP
 * layer answers as 503 (db/unavailable.ts).
 */
export async function openPostgres(url: string, warn: (message: string) => void = console.warn): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, keepAlive: true });
  pool.on('error', (error) => warn(`database connection lost: ${error.message}`));
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // a checked-out client has no listener of the pool's: without one its error would crash the process
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (!lost && !isDatabaseUnavailable(error)) await client.query('ROLLBACK').catch(() => undefined);
        lost ??= isDatabaseUnavailable(error) ? (error as Error) : undefined;
        throw error;
      } finally {
        client.removeListener('error', onError);
        // a broken connection is destroyed instead of going back to the pool
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}
