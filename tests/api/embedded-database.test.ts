import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/src/db/pglite.ts';
import type { Db, Queryable } from '../../server/src/db/types.ts';

// The embedded database runs in a thread of its own (server/src/db/pgliteWorker.mjs): while it
// works the server's own thread stays free, statements keep their order, a transaction holds the
// connection until it ends, and PostgreSQL's errors keep their fields.
let db: Db;
beforeAll(async () => {
  db = await openPglite(null);
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, note text)');
});
afterAll(() => db.close());

describe('the embedded database, in its own thread', () => {
  it("keeps the server's thread free while a long statement runs", async () => {
    const started = performance.now();
    let timerFiredAfter = 0;
    const timer = new Promise<void>((done) =>
      setTimeout(() => {
        timerFiredAfter = performance.now() - started;
        done();
      }, 20),
    );
    // about a second of work inside PostgreSQL
    const work = db.query('SELECT count(*)::int AS n FROM generate_series(1, 3000000) AS g WHERE g % 7 = 0');
    await timer;
    const [{ n }] = await work;
    const workTook = performance.now() - started;
    expect(n).toBe(428571);
    expect(workTook).toBeGreaterThan(150);
    // on the server's thread the timer could only fire after the statement
    expect(timerFiredAfter).toBeLessThan(workTook / 2);
  });

  it('holds the connection for a transaction: a statement sent meanwhile runs after its commit', async () => {
    const order: string[] = [];
    const inside = db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (1, $1)', ['in transaction']);
      order.push('inserted');
      await new Promise((done) => setTimeout(done, 100));
      order.push('committing');
      return 'done';
    });
    await new Promise((done) => setTimeout(done, 20));
    const outside = db.query<{ note: string }>('SELECT note FROM t WHERE id = 1').then((rows) => {
      order.push('read');
      return rows;
    });
    expect(await inside).toBe('done');
    expect(await outside).toEqual([{ note: 'in transaction' }]);
    expect(order).toEqual(['inserted', 'committing', 'read']);
  });

  it("rolls back a transaction whose work throws, and keeps PostgreSQL's error fields", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (2, $1)', ['rolled back']);
        await tx.query('INSERT INTO t VALUES (1, $1)', ['duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect(await db.query('SELECT id FROM t ORDER BY id')).toEqual([{ id: 1 }]);
    await expect(db.query('SELECT * FROM missing_table')).rejects.toMatchObject({
      code: '42P01',
      message: 'relation "missing_table" does not exist',
    });
  });

  it('refuses a statement of a transaction that has ended: it would run outside it', async () => {
    let kept: Queryable | null = null;
    await db.transaction(async (tx) => {
      kept = tx;
      await tx.query('SELECT 1');
    });
    await expect(kept!.query('INSERT INTO t VALUES (3, $1)', ['late'])).rejects.toThrow(
      'The transaction has already ended.',
    );
    expect(await db.query('SELECT id FROM t WHERE id = 3')).toEqual([]);
  });

  it('names the directory when the database cannot start there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-bad-db-'));
    try {
      // a data directory that is not PostgreSQL's: a file where its version file should be
      await import('node:fs').then(({ mkdirSync, writeFileSync }) => {
        mkdirSync(join(dir, 'db'));
        writeFileSync(join(dir, 'db', 'PG_VERSION'), 'not a version\n');
      });
      await expect(openPglite(dir)).rejects.toThrow(`The embedded database in ${join(dir, 'db')} failed to start`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
