import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { TestDatabase } from './helpers/database.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// PostgreSQL ends connections on a restart, a failover or an administrator's command (57P01). The
// pool must shrug that off: CI once died of an unhandled 57P01 from an idle pooled client.
const postgres = Boolean(process.env.DATABASE_URL);

let database: TestDatabase;
let server: TestServer;
let alice: string;

useUsersServer((started) => ({ database, server, alice } = started), {}, { reset: false });

/** Terminates every connection to the test database but the admin's own, as a restart does. */
async function terminateAll(): Promise<number> {
  const admin = new pg.Client(process.env.DATABASE_URL);
  await admin.connect();
  try {
    const rows = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [new URL(database.url!).pathname.slice(1)],
    );
    return rows.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.runIf(postgres)('connections ended by PostgreSQL', () => {
  it('idle pooled connections killed by the database do not crash the process; the next request reconnects', async () => {
    expect((await server.call('GET', '/api/sessions', { token: alice })).status).toBe(200);
    expect(await terminateAll()).toBeGreaterThan(0);
    // the 57P01 reaches the idle clients asynchronously
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await server.call('GET', '/api/sessions', { token: alice })).status).toBe(200);
    expect((await server.call('POST', '/api/sessions', { token: alice, body: { name: 'After' } })).status).toBe(201);
  });

  it('a transaction whose connection is killed fails alone; the pool carries on', async () => {
    const killed = database.db
      .transaction(async (tx) => {
        await tx.query('SELECT 1');
        await tx.query('SELECT pg_sleep(5)');
      })
      .then(
        () => null,
        (error: Error) => error,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await terminateAll();
    expect((await killed)?.message).toMatch(/terminating connection|Connection terminated/);
    expect(await database.db.query<{ n: number }>('SELECT 1 AS n')).toEqual([{ n: 1 }]);
    expect((await server.call('GET', '/api/sessions', { token: alice })).status).toBe(200);
  });
});
